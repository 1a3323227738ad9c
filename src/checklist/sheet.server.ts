import type { Color, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { PDFString } from "./pdf-lib.server";
import { theme } from "../theme";
import type { ChecklistFont } from "./fonts.server";
import type { Logo } from "./logo";
import { wrapText } from "./wrap";

const { print } = theme;

export interface TextStyle {
  font: PDFFont;
  /** The font's vertical metrics, which place its lines. */
  metrics: Pick<ChecklistFont, "ascent" | "descent" | "capHeight" | "xHeight">;
  size: number;
  color: Color;
  /** A line's height as a multiple of the size, as CSS's line-height. */
  lineHeight: number;
}

/**
 * Each letter's advance at size 1000, by font: the fonts are cut without layout features (no
 * kerning, no ligatures), so a text is as wide as its letters, which are measured once per process
 * rather than laying out every candidate line.
 */
const advances = new WeakMap<TextStyle["metrics"], Map<string, number>>();

/** The width of a text in a style, as pdf-lib draws it. */
export function measureText(text: string, { font, size, metrics }: TextStyle): number {
  let known = advances.get(metrics);
  if (!known) advances.set(metrics, (known = new Map()));
  let width = 0;
  for (const letter of text) {
    let advance = known.get(letter);
    if (advance === undefined) known.set(letter, (advance = font.widthOfTextAtSize(letter, 1000)));
    width += advance;
  }
  return (width * size) / 1000;
}

/**
 * The pages of a PDF as a column of text flowing down them between the margins. Positions are
 * measured from the top of the page (`top`), as a layout thinks, and turned into PDF's coordinates
 * (from the bottom) only when something is drawn. `keep(height)` starts a new page when what comes
 * next would not fit above the footer.
 */
export class Sheet {
  static wrap = wrapText;
  readonly pages: PDFPage[] = [];
  readonly left = print.margin.x;
  readonly width = print.page.width - 2 * print.margin.x;
  /** Where the next thing is drawn, from the top of the current page. */
  top = 0;
  private readonly bottom: number;

  constructor(
    private readonly doc: PDFDocument,
    footer: number,
  ) {
    this.bottom = print.page.height - print.margin.bottom - footer - print.space.md;
    this.addPage();
  }

  get page(): PDFPage {
    return this.pages[this.pages.length - 1];
  }

  private addPage() {
    this.pages.push(this.doc.addPage([print.page.width, print.page.height]));
    this.top = print.margin.top;
  }

  /** Starts a new page unless `height` more fits on this one (a page's first thing always stays). */
  keep(height: number) {
    if (this.top + height > this.bottom && this.top > print.margin.top) this.addPage();
  }

  advance(height: number) {
    this.top += height;
  }

  measure(text: string, style: TextStyle): number {
    return measureText(text, style);
  }

  lineHeight(style: TextStyle): number {
    return style.size * style.lineHeight;
  }

  lines(text: string, width: number, style: TextStyle): string[] {
    return wrapText(text, width, (line) => this.measure(line, style));
  }

  /** Where the baseline of a line whose box starts at `top` sits, from the top: as CSS puts it, half the leading above the ascent. */
  baseline(top: number, style: TextStyle): number {
    const { size, metrics } = style;
    return top + (this.lineHeight(style) - (metrics.ascent + metrics.descent) * size) / 2 + metrics.ascent * size;
  }

  /** One line of text whose line box starts `top` points from the top of the page. */
  drawText(text: string, x: number, top: number, style: TextStyle, page = this.page) {
    const { font, size, color } = style;
    page.drawText(text, { x, y: print.page.height - this.baseline(top, style), font, size, color });
  }

  drawLines(lines: string[], x: number, style: TextStyle, top = this.top) {
    lines.forEach((line, i) => this.drawText(line, x, top + i * this.lineHeight(style), style));
  }

  /** A text across the column, wrapped, kept on one page, followed by a gap. */
  paragraph(text: string, style: TextStyle, gap: number) {
    const lines = this.lines(text, this.width, style);
    this.keep(lines.length * this.lineHeight(style));
    this.drawLines(lines, this.left, style);
    this.advance(lines.length * this.lineHeight(style) + gap);
  }

  /** A rule across the column at the current position, which it moves past. */
  rule(color: Color, thickness: number) {
    this.ruleAt(this.page, this.top + thickness / 2, color, thickness);
    this.advance(thickness);
  }

  ruleAt(page: PDFPage, top: number, color: Color, thickness: number) {
    const y = print.page.height - top;
    page.drawLine({ start: { x: this.left, y }, end: { x: this.left + this.width, y }, thickness, color });
  }

  /** A tinted panel `height` high across the column from the current position, with a coloured bar on its left when given. */
  panel(height: number, fill: Color, bar?: Color) {
    this.keep(height);
    const y = print.page.height - this.top - height;
    this.page.drawRectangle({ x: this.left, y, width: this.width, height, color: fill });
    if (bar) this.page.drawRectangle({ x: this.left, y, width: print.rule.thick, height, color: bar });
  }

  /** A logo `height` high whose top left corner is `top` from the top of the page. */
  drawLogo(logo: Logo, x: number, top: number, height: number, colorOf: (fill: string) => Color) {
    const scale = height / logo.height;
    for (const { d, fill } of logo.shapes)
      this.page.drawSvgPath(d, {
        x: x - logo.x * scale,
        y: print.page.height - top + logo.y * scale,
        scale,
        color: colorOf(fill),
      });
  }

  /** An empty square to tick, centred on `middle` (from the top). */
  box(x: number, middle: number, size: number, color: Color) {
    const y = print.page.height - middle - size / 2;
    this.page.drawRectangle({ x, y, width: size, height: size, borderColor: color, borderWidth: print.rule.thin });
  }

  dot(x: number, middle: number, radius: number, color: Color) {
    this.page.drawCircle({ x, y: print.page.height - middle, size: radius, color });
  }

  /** A link to `url` over a box of the page whose top left corner is `top` from the page's top. */
  link(url: string, x: number, top: number, width: number, height: number, page = this.page) {
    const { context } = this.doc;
    const y = print.page.height - top - height;
    const annotation = context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, y, x + width, y + height],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    });
    page.node.addAnnot(context.register(annotation));
  }
}
