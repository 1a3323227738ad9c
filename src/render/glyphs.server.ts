import { decodeHTMLAttribute } from "entities";
import type { LucideIcon, LucideProps } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { DrawnGlyph, GlyphDrawer } from "../ui/glyph";

/** The React prop that renders as the attribute `name`: class as className, SVG's stroke-width as strokeWidth. */
function propName(name: string): string {
  if (name === "class") return "className";
  if (name.startsWith("aria-") || name.startsWith("data-")) return name;
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Splits an icon's markup into its <svg>'s attributes, as props, and the HTML of its shapes. */
function split(markup: string): DrawnGlyph {
  const svg = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!svg) throw new Error(`An icon did not draw as one <svg>: ${markup.slice(0, 80)}`);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of svg[1].matchAll(/\s([^\s=]+)="([^"]*)"/g))
    attributes[propName(name)] = decodeHTMLAttribute(value);
  return { attributes, shapes: svg[2] };
}

/**
 * A GlyphDrawer (src/ui/glyph.tsx) for one renderer: each icon is drawn by lucide once per set of
 * props, and its <svg> given again with the same attributes and shapes.
 */
export function createGlyphDrawer(): GlyphDrawer {
  const drawn = new Map<LucideIcon, Map<string, DrawnGlyph>>();
  return (icon: LucideIcon, props: LucideProps) => {
    let byProps = drawn.get(icon);
    if (!byProps) drawn.set(icon, (byProps = new Map()));
    const key = JSON.stringify(props);
    let glyph = byProps.get(key);
    if (!glyph) byProps.set(key, (glyph = split(renderToStaticMarkup(createElement(icon, props)))));
    return glyph;
  };
}
