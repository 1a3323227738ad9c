// The logo's drawing: the mark (a guiding star over an open book, on a navy tile) and the
// wordmark, the company's name set in Manrope and turned into outlines, so that it looks the same
// wherever the SVG is shown, with or without the font. scripts/brand.ts writes the files.
import fontkit, { type Font } from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { theme } from "../theme.ts";
import { fontFile, type FontWeight } from "./brand.server.ts";

/** The mark's square, in the SVG's units; the lockup is as tall as the mark. */
const side = 64;

/** The mark: an open book (learning) under a four-pointed star (a guide, a journey), on a navy tile. */
export const markShapes = [
  `<rect width="${side}" height="${side}" rx="14" fill="${theme.color.brand}"/>`,
  `<path d="M31 50.5C25 46.5 17.5 45 10 45.5V23.5C17.5 23 25 24.5 31 28.5Z" fill="${theme.color.surface}"/>`,
  `<path d="M33 50.5C39 46.5 46.5 45 54 45.5V23.5C46.5 23 39 24.5 33 28.5Z" fill="${theme.color.teal}"/>`,
  `<path d="M32 5Q33.6 14.4 42 16Q33.6 17.6 32 27Q30.4 17.6 22 16Q30.4 14.4 32 5Z" fill="${theme.color.accent}"/>`,
].join("");

const svg = (width: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(width)} ${side}" width="${round(width)}" height="${side}" role="img" aria-label="${escape(title)}"><title>${escape(title)}</title>${body}</svg>\n`;

const round = (n: number) => Math.round(n * 100) / 100;
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The mark alone, as an SVG file (favicon, app icons, share images). */
export const drawMark = (name: string) => svg(side, name, markShapes);

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
