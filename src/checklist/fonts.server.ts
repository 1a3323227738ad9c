// Manrope for the checklists' PDFs: cut once to the scripts a checklist may use, without layout
// features or hinting, and kept in the cache. pdf-lib keeps only the glyphs a file uses; laying out
// text without OpenType features is what makes a PDF take milliseconds instead of a quarter second.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fontFile, type FontWeight } from "../brand/brand.server.ts";

/** A font's bytes and the vertical metrics that place its lines, as fractions of its size. */
export interface ChecklistFont {
  bytes: Uint8Array;
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
}

export interface ChecklistFonts {
  regular: ChecklistFont;
  bold: ChecklistFont;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/**
 * The characters kept: Latin with its accents, all of Cyrillic (Mongolian's Ө ө Ү ү among them),
 * general punctuation, currency signs (₮) and №. Fixed, so that an edit of the text never changes
 * the font, and with it every checklist.
 */
const characters = range(0x20, 0x24f) + range(0x400, 0x4ff) + range(0x2000, 0x206f) + range(0x20a0, 0x20cf) + "№";

const weights = { regular: 400, bold: 700 } satisfies Record<string, FontWeight>;
const options = { targetFormat: "sfnt" as const, keepFeatures: [] as string[], noHinting: true };

/** The hash of what a weight's cut is made from: Manrope's file, the characters, how it is cut and by which subset-font. */
function cutKey(weight: FontWeight): string {
  const hash = createHash("sha256")
    .update(readFileSync(fontFile(weight)))
    .update("\0")
    .update(characters);
  hash
    .update(JSON.stringify(options))
    .update(readFileSync(createRequire(import.meta.url).resolve("subset-font/package.json")));
  return hash.digest("hex").slice(0, 16);
}

/** Changes whenever the fonts would: part of each checklist's key, known without cutting them. */
export const checklistFontsKey = (): string => cutKey(weights.regular) + cutKey(weights.bold);

async function cut(weight: FontWeight, cacheDir: string): Promise<Uint8Array> {
  const file = join(cacheDir, `manrope-${weight}-${cutKey(weight)}.ttf`);
  if (existsSync(file)) return readFileSync(file);
  const { default: subsetFont } = await import("subset-font");
  const bytes = await subsetFont(readFileSync(fontFile(weight)), characters, options);
  mkdirSync(cacheDir, { recursive: true });
  // Written whole or not at all: another build may read it meanwhile.
  writeFileSync(`${file}.${process.pid}`, bytes);
  renameSync(`${file}.${process.pid}`, file);
  return bytes;
}

async function withMetrics(bytes: Uint8Array): Promise<ChecklistFont> {
  const { fontkit } = await import("./pdf-lib.server.ts");
  const font = fontkit.create(bytes);
  const em = font.unitsPerEm;
  return {
    bytes,
    ascent: font.ascent / em,
    descent: -font.descent / em,
    capHeight: font.capHeight / em,
    xHeight: font.xHeight / em,
  };
}

/** The regular and bold fonts of the checklists, cut now or read from `cacheDir`. */
export async function checklistFonts(cacheDir: string): Promise<ChecklistFonts> {
  const [regular, bold] = await Promise.all([cut(weights.regular, cacheDir), cut(weights.bold, cacheDir)]);
  return { regular: await withMetrics(regular), bold: await withMetrics(bold) };
}
