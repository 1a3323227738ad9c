// A visa checklist as a printable A4 PDF: the brand, the visa's title and key figures, its
// requirements each beside a box to tick, its guidelines, how to reach the consultancy, and on every
// page its web address, the date of its information and the page number.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type Color, type PDFFont } from "pdf-lib";
import { translate } from "../i18n/strings";
import { theme } from "../theme";
import type { ChecklistContent } from "./content";
import type { ChecklistFont, ChecklistFonts } from "./fonts.server";
import type { Logo } from "./logo";
import { measureText, Sheet, type TextStyle } from "./sheet.server";

const { print, color } = theme;
/** A colour written #rgb or #rrggbb. */
const hex = (value: string): Color => {
  const digits = value.slice(1).replace(/^(.)(.)(.)$/, "$1$1$2$2$3$3");
  const n = parseInt(digits, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const ink = {
  brand: hex(color.brand),
  accent: hex(color.accent),
  teal: hex(color.teal),
  text: hex(color.text),
  muted: hex(color.muted),
  border: hex(color.border),
  subtle: hex(color.subtle),
};

/**
 * The PDF's bytes, with the brand's logo in its language at the top (the company's name when there
 * is none). A checklist that just misses one page is set a little smaller (print.fit) so that it
 * fits one sheet; a longer one runs on over as many pages as it needs. The same content, fonts and
 * logo always give the same bytes.
 */
export async function drawChecklist(
  content: ChecklistContent,
  fonts: ChecklistFonts,
  logo?: Logo,
): Promise<Uint8Array> {
  let first: PDFDocument | undefined;
  for (const scale of [1, ...print.fit]) {
    const doc = await layOut(content, fonts, logo, scale);
    first ??= doc;
    if (doc.getPageCount() === 1) return doc.save({ useObjectStreams: true });
  }
  return first!.save({ useObjectStreams: true });
}

/** The checklist laid out with its type `scale` times its usual size. */
async function layOut(content: ChecklistContent, fonts: ChecklistFonts, logo: Logo | undefined, scale: number) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  // Fixed subset tags (instead of pdf-lib's random ones) keep the file the same from build to build.
  const regular = await doc.embedFont(fonts.regular.bytes, { subset: true, customName: "MNRPAA+Manrope-Regular" });
  const bold = await doc.embedFont(fonts.bold.bytes, { subset: true, customName: "MNRPAB+Manrope-Bold" });
  describe(doc, content);

  const style = styles({ font: regular, metrics: fonts.regular }, { font: bold, metrics: fonts.bold }, scale);
  const foot = new Footer(content, style.small);
  const sheet = new Sheet(doc, foot.height);
  letterhead(sheet, content, style, logo);
  heading(sheet, content, style);
  const facts = content.facts.map(({ label, value }) => ({ label, value }));
  cells(sheet, facts, 3, style.label, style.figure);
  sheet.advance(print.space.lg);
  list(sheet, content.words.requirements, content.requirements, "box", style);
  list(sheet, content.words.guidelines, content.guidelines, "bullet", style);
  contact(sheet, content, style);
  sheet.pages.forEach((_, i) => foot.draw(sheet, i));
  return doc;
}

type Face = { font: PDFFont; metrics: ChecklistFont };
type Styles = ReturnType<typeof styles>;

function styles(regular: Face, bold: Face, scale: number) {
  const { fontSize: s, lineHeight: lh } = print;
  const make = (face: Face, size: number, tint: Color, lineHeight: number = lh.body): TextStyle => ({
    ...face,
    size: size * scale,
    color: tint,
    lineHeight,
  });
  return {
    brand: make(bold, s.brand, ink.brand, lh.tight),
    above: make(bold, s.body, ink.teal, lh.tight),
    title: make(bold, s.title, ink.brand, lh.tight),
    lead: make(regular, s.body, ink.muted),
    heading: make(bold, s.heading, ink.brand, lh.tight),
    label: make(regular, s.label, ink.muted, lh.tight),
    figure: make(bold, s.figure, ink.brand, lh.tight),
    body: make(regular, s.body, ink.text),
    strong: make(bold, s.body, ink.brand),
    small: make(regular, s.small, ink.muted, lh.tight),
  };
}

/** Title, language, author and dates, so that readers show the title and read it in its language. */
function describe(doc: PDFDocument, content: ChecklistContent) {
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setLanguage(content.lang);
  doc.setSubject(content.subject);
  doc.setAuthor(content.siteName);
  doc.setCreator(content.siteName);
  doc.setProducer("pdf-lib");
  doc.setKeywords([content.url]);
  const date = new Date(`${content.date}T00:00:00Z`);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
}

/** The logo at the top left (or the company's name), its phone and e-mail at the top right, over a gold rule. */
function letterhead(sheet: Sheet, content: ChecklistContent, style: Styles, logo?: Logo) {
  const { left, width } = sheet;
  const lines = [content.contact.phones[0], content.contact.email];
  const right = Math.max(...lines.map((line) => sheet.measure(line, style.small)));
  const name = logo ? [] : sheet.lines(content.siteName, width - right - print.space.lg, style.brand);
  const brandHeight = logo ? print.logo : sheet.lineHeight(style.brand) * name.length;
  const rightHeight = sheet.lineHeight(style.small) * lines.length;
  const height = Math.max(brandHeight, rightHeight);
  if (logo) sheet.drawLogo(logo, left, sheet.top + (height - brandHeight) / 2, print.logo, hex);
  else sheet.drawLines(name, left, style.brand, sheet.top + (height - brandHeight) / 2);
  lines.forEach((line, i) => {
    const x = left + width - sheet.measure(line, style.small);
    const top = sheet.top + (height - rightHeight) / 2 + i * sheet.lineHeight(style.small);
    sheet.drawText(line, x, top, style.small);
    if (i === 1) sheet.link(`mailto:${line}`, x, top, sheet.measure(line, style.small), sheet.lineHeight(style.small));
  });
  sheet.advance(height + print.space.sm);
  sheet.rule(ink.accent, print.rule.thick);
  sheet.advance(print.space.lg);
}

/** The subclass line, the visa's title and how to use the list. */
function heading(sheet: Sheet, content: ChecklistContent, style: Styles) {
  if (content.above) sheet.paragraph(content.above, style.above, print.space.xs);
  sheet.paragraph(content.title, style.title, print.space.sm);
  sheet.paragraph(content.words.tick, style.lead, print.space.lg);
}

/** A section's title over a thin rule, kept on the page of the first thing under it (`next` high). */
function sectionTitle(sheet: Sheet, text: string, style: Styles, next: number) {
  const lines = sheet.lines(text, sheet.width, style.heading);
  const height = lines.length * sheet.lineHeight(style.heading) + print.space.xs + print.rule.hair + print.space.sm;
  sheet.keep(height + next);
  sheet.drawLines(lines, sheet.left, style.heading);
  sheet.advance(lines.length * sheet.lineHeight(style.heading) + print.space.xs);
  sheet.rule(ink.border, print.rule.hair);
  sheet.advance(print.space.sm);
}

interface Cell {
  label: string;
  value: string;
  link?: string;
}

/**
 * Labelled values in a tinted panel, `columns` to a row, each a label over its value; above them,
 * a title when given. With `bar`, the panel has a coloured bar on its left. Kept on one page.
 */
function cells(
  sheet: Sheet,
  items: Cell[],
  columns: number,
  label: TextStyle,
  value: TextStyle,
  { title, bar }: { title?: { text: string; style: TextStyle }; bar?: Color } = {},
) {
  if (!items.length) return;
  const pad = print.space.md;
  const inset = bar ? print.rule.thick + pad : pad;
  const inner = sheet.width - inset - pad;
  const cell = (inner - (columns - 1) * print.space.lg) / columns;
  const laid = items.map((item) => ({
    ...item,
    label: sheet.lines(item.label, cell, label),
    value: sheet.lines(item.value, cell, value),
  }));
  const heightOf = (c: (typeof laid)[number]) =>
    c.label.length * sheet.lineHeight(label) + print.space.xs + c.value.length * sheet.lineHeight(value);
  const rows = Array.from({ length: Math.ceil(laid.length / columns) }, (_, r) =>
    laid.slice(r * columns, (r + 1) * columns),
  );
  const heights = rows.map((row) => Math.max(...row.map(heightOf)));
  const heading = title && sheet.lines(title.text, inner, title.style);
  const headingHeight = heading ? heading.length * sheet.lineHeight(title.style) + print.space.md : 0;
  const height = 2 * pad + headingHeight + heights.reduce((sum, h) => sum + h, 0) + (rows.length - 1) * print.space.md;
  sheet.panel(height, ink.subtle, bar);
  sheet.advance(pad);
  if (heading) {
    sheet.drawLines(heading, sheet.left + inset, title.style);
    sheet.advance(headingHeight);
  }
  rows.forEach((row, r) => {
    row.forEach((c, i) => {
      const x = sheet.left + inset + i * (cell + print.space.lg);
      sheet.drawLines(c.label, x, label);
      const below = sheet.top + c.label.length * sheet.lineHeight(label) + print.space.xs;
      sheet.drawLines(c.value, x, value, below);
      if (c.link)
        sheet.link(
          c.link,
          x,
          below,
          Math.max(...c.value.map((line) => sheet.measure(line, value))),
          c.value.length * sheet.lineHeight(value),
        );
    });
    sheet.advance(heights[r] + (r < rows.length - 1 ? print.space.md : 0));
  });
  sheet.advance(pad);
}

/** A titled list: each item beside a box to tick, or a bullet; an item is never split between pages. */
function list(sheet: Sheet, title: string, items: string[], mark: "box" | "bullet", style: Styles) {
  if (!items.length) return;
  const indent = print.box + print.space.md;
  const laid = items.map((item) => sheet.lines(item, sheet.width - indent, style.body));
  const heightOf = (lines: string[]) => lines.length * sheet.lineHeight(style.body);
  sectionTitle(sheet, title, style, heightOf(laid[0]));
  for (const lines of laid) {
    sheet.keep(heightOf(lines));
    // The mark sits on the first line: the box centred on its capitals, the bullet on its small letters.
    const baseline = sheet.baseline(sheet.top, style.body);
    const { size, metrics } = style.body;
    if (mark === "box") sheet.box(sheet.left, baseline - (metrics.capHeight * size) / 2, print.box, ink.brand);
    else sheet.dot(sheet.left + print.box / 2, baseline - (metrics.xHeight * size) / 2, print.bullet, ink.teal);
    sheet.drawLines(lines, sheet.left + indent, style.body);
    sheet.advance(heightOf(lines) + print.space.xs);
  }
  sheet.advance(print.space.lg);
}

/** The page's call to book a consultation over the consultancy's phones, e-mail, address and hours. */
function contact(sheet: Sheet, content: ChecklistContent, style: Styles) {
  const { words, contact: c } = content;
  const items: Cell[] = [
    { label: words.phones, value: c.phones.join(", ") },
    { label: words.email, value: c.email, link: `mailto:${c.email}` },
    { label: words.address, value: c.address },
    { label: words.hours, value: c.hours.map((h) => `${h.days} ${h.time}`).join("\n") },
  ];
  cells(sheet, items, 2, style.label, style.body, {
    title: { text: content.closing.heading, style: style.strong },
    bar: ink.teal,
  });
}

/** Every page's foot: the page's web address (a link) and the date of its information, and the page number. */
class Footer {
  readonly lines: string[];
  readonly height: number;

  constructor(
    private readonly content: ChecklistContent,
    private readonly style: TextStyle,
  ) {
    // Room for the widest page number this file could have ("Page 99 of 99").
    const number = this.number(99, 99);
    const measure = (text: string) => measureText(text, style);
    const width = print.page.width - 2 * print.margin.x - measure(number) - print.space.lg;
    this.lines = [...Sheet.wrap(content.url.replace(/^https?:\/\//, ""), width, measure), content.words.updated];
    this.height = print.space.sm + this.lines.length * style.size * style.lineHeight;
  }

  private number(n: number, total: number) {
    return translate({ page: this.content.words.page }, "page", { n, total }, this.content.lang);
  }

  draw(sheet: Sheet, index: number) {
    const page = sheet.pages[index];
    const line = sheet.lineHeight(this.style);
    const top = print.page.height - print.margin.bottom - this.lines.length * line;
    sheet.ruleAt(page, top - print.space.sm / 2, ink.border, print.rule.hair);
    this.lines.forEach((text, i) => sheet.drawText(text, sheet.left, top + i * line, this.style, page));
    const number = this.number(index + 1, sheet.pages.length);
    sheet.drawText(number, sheet.left + sheet.width - sheet.measure(number, this.style), top, this.style, page);
    // The address is a link to the page, on every line it takes.
    this.lines.slice(0, -1).forEach((text, i) => {
      sheet.link(this.content.url, sheet.left, top + i * line, sheet.measure(text, this.style), line, page);
    });
  }
}
