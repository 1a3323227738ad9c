import type { LucideIcon, LucideProps } from "lucide-react";
import { createContext, createElement, useContext } from "react";

/** An icon's <svg> as drawn once: its attributes as React props, and the HTML of its shapes. */
export interface DrawnGlyph {
  attributes: Record<string, string>;
  shapes: string;
}

/** Draws an icon with the given props once, and returns it on every later call with the same ones. */
export type GlyphDrawer = (icon: LucideIcon, props: LucideProps) => DrawnGlyph;

/**
 * The build's renderer draws each icon once per set of props and reuses its HTML
 * (src/render/glyphs.server.ts): lucide builds an icon's shapes anew on every render, about a
 * tenth of a page's rendering. Absent in the browser (the editor's preview) and in component tests,
 * where lucide draws every icon.
 */
export const GlyphDrawerContext = createContext<GlyphDrawer | null>(null);

/**
 * A lucide icon, drawn by lucide or, under the build's renderer, as the same <svg> drawn once. Its
 * props are the drawing's key: one with children (a <title>, say) is always drawn by lucide.
 */
export function Glyph({ icon: Icon, ...props }: LucideProps & { icon: LucideIcon }) {
  const draw = useContext(GlyphDrawerContext);
  if (!draw || props.children !== undefined) return <Icon {...props} />;
  const { attributes, shapes } = draw(Icon, props);
  return createElement("svg", { ...attributes, dangerouslySetInnerHTML: { __html: shapes } });
}
