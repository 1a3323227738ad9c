// The logo's drawing: the mark (./mark.ts) and beside it the wordmark, the company's name set in
// Manrope and turned into outlines, so that it looks the same wherever the SVG is shown, with or
// without the font. scripts/brand.ts writes the files.
import fontkit, { type Font } from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { theme } from "../theme.ts";
import { fontFile, type FontWeight } from "./brand.server.ts";
import { brandSvg, markShapes, markSide } from "./mark.ts";

const round = (n: number) => Math.round(n * 100) / 100;
const svg = (width: number, title: string, body: string) => brandSvg(round(width), title, body);
const side = markSide;

const fonts = new Map<FontWeight, Font>();
const fontOf = (weight: FontWeight) => {
  let font = fonts.get(weight);
  if (!font) fonts.set(weight, (font = fontkit.create(readFileSync(fontFile(weight)))));
  return font;
};

/** fontkit's Path has these methods, which its types leave out. */
interface Movable {
  scale(x: number, y: number): Movable;
  translate(x: number, y: number): Movable;
  toSVG(): string;
}

/** A line of text as one outline: its path data from x, on the baseline y, at a size and tracking (in em). */
function outline(text: string, weight: FontWeight, size: number, x: number, y: number, tracking = 0) {
  const font = fontOf(weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  const parts = run.glyphs.map((glyph, i) => {
    const d = (glyph.path as unknown as Movable)
      .scale(scale, -scale)
      .translate(pen + run.positions[i].xOffset * scale, y)
      .toSVG()
      .replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
    pen += run.positions[i].xAdvance * scale + (i < run.glyphs.length - 1 ? tracking * size : 0);
    return d;
  });
  return { d: parts.join(""), width: pen - x };
}

/** Width of a line of text at a size, with no tracking. */
const widthOf = (text: string, weight: FontWeight, size: number) =>
  (fontOf(weight).layout(text).advanceWidth * size) / fontOf(weight).unitsPerEm;

export interface LockupColors {
  /** The name's first word. */
  name: string;
  /** The rest of the name, in capitals. */
  rest: string;
}

/** Colours of the wordmark on a light background and on the site's dark footer. */
export const lockupColors = {
  onLight: { name: theme.color.brand, rest: theme.color.tealStrong },
  onDark: { name: theme.color.onBrand, rest: theme.color.accent },
} satisfies Record<string, LockupColors>;

/**
 * The logo: the mark, then the name in two lines, its first word large and bold, the rest in
 * spaced capitals set to the same width where it is shorter ("Эрдэм / КОНСАЛТИНГ").
 */
export function drawLockup(name: string, colors: LockupColors, lang: string): string {
  const [first, ...others] = name.trim().split(/\s+/);
  const rest = others.join(" ").toLocaleUpperCase(lang);
  const left = side + 14;
  const big = outline(first, 800, 31, left, rest ? 30 : 43);
  let body = `<path d="${big.d}" fill="${colors.name}"/>`;
  let width = big.width;
  if (rest) {
    const size = 16;
    const natural = widthOf(rest, 700, size);
    const gaps = Math.max(1, [...rest].length - 1);
    const tracking = Math.min(0.4, Math.max(0.06, (big.width - natural) / gaps / size));
    const small = outline(rest, 700, size, left, 56, tracking);
    body += `<path d="${small.d}" fill="${colors.rest}"/>`;
    width = Math.max(width, small.width);
  }
  return svg(left + width + 2, name, markShapes + body);
}
