// A visa checklist as a printable A4 PDF: the brand, the visa's title and key figures, its
// requirements each beside a box to tick, its guidelines, how to reach the consultancy, and on every
// page its web address, the date of its information and the page number.
import { theme } from "../theme";
import type { ChecklistContent } from "./content";
import type { ChecklistFonts } from "./fonts.server";
import { Footer } from "./footer.server";
import { fontkit, PDFDocument } from "./pdf-lib.server";
import type { PDFDocument as Document } from "pdf-lib";
import type { Logo } from "./logo";
import { cells, list, type Cell } from "./parts.server";
import { Sheet } from "./sheet.server";
import { hex, ink, styles, type Styles } from "./style.server";

const { print } = theme;

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
  let first: Document | undefined;
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

/** Title, language, author and dates, so that readers show the title and read it in its language. */
function describe(doc: Document, content: ChecklistContent) {
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
