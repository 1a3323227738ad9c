// What a reader gets from a PDF: its text, decoded as a reader's copy and search do (each run of
// glyphs through its font's ToUnicode map), and the empty squares drawn on its pages.
import {
  PDFArray,
  PDFDict,
  PDFName,
  decodePDFRawStream,
  type PDFDocument,
  type PDFPage,
  type PDFRawStream,
} from "pdf-lib";

const decode = (stream: PDFRawStream) => new TextDecoder().decode(decodePDFRawStream(stream).decode());

/** A font's ToUnicode map, glyph code (hex) → text. */
function unicodeMap(font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = decode(font.lookup(PDFName.of("ToUnicode")) as PDFRawStream);
  const text = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, value] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code.toUpperCase(), text(value));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, start] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      for (let code = parseInt(from, 16), n = parseInt(start, 16); code <= parseInt(to, 16); code++, n++)
        map.set(code.toString(16).toUpperCase().padStart(from.length, "0"), String.fromCharCode(n));
  return map;
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((stream) => decode(stream as PDFRawStream)).join("\n");
}

/** The page's lines of text in the order drawn, each run of glyphs one line. */
export function pageText(page: PDFPage): string[] {
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  const mapOf = (name: string) => {
    if (!maps.has(name)) maps.set(name, unicodeMap(fonts.lookup(PDFName.of(name), PDFDict)));
    return maps.get(name)!;
  };
  const lines: string[] = [];
  let font = "";
  for (const [, name, hex] of contentOf(page).matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (name) font = name;
    else lines.push((hex.match(/.{4}/g) ?? []).map((code) => mapOf(font).get(code.toUpperCase()) ?? "\uFFFD").join(""));
  }
  return lines;
}

/** How many empty squares (outlined, not filled) of `size` points the page draws: the boxes to tick. */
export function squaresOn(page: PDFPage): number {
  const squares = contentOf(page).matchAll(/0 0 m\s+0 ([\d.]+) l\s+([\d.]+) ([\d.]+) l\s+([\d.]+) 0 l\s+h\s+S\b/g);
  return [...squares].filter(([, h, w, h2, w2]) => h === w && h === h2 && w === w2).length;
}

/** Every page's text joined, runs separated by spaces, spaces collapsed: a text wrapped over lines reads as written. */
export const documentText = (doc: PDFDocument) => doc.getPages().flatMap(pageText).join(" ").replace(/\s+/g, " ");
