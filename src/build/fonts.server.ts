// The site's webfont: Manrope cut to the characters the site's text uses, as WOFF2, one file per
// weight with its content's hash in the name. Kept in node_modules/.cache/site-fonts by the hash of
// the characters and the font files, so a rebuild whose text uses no new character does no work.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { decodeHTML } from "entities";
import { fontFile, type FontWeight } from "../brand/brand.server.ts";
import { pruneCache } from "../cache/files.server.ts";
import { manifestFile } from "../manifest/env.ts";
import type { FontAssets } from "../render/fonts.tsx";

/** The weights the site loads (theme.fontWeight): body text and everything bold. */
export const siteWeights: FontWeight[] = [400, 700];

/** Where subsets are kept, by hash (the latest few made or used). */
const fontCache = "node_modules/.cache/site-fonts";
/** Where the files go in the built site: under assets/, which is cached for a year. */
const fontsFolder = "assets/fonts";
/** Layout features the site's text uses; the others (fractions, superiors, alternates) are dropped. */
const features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"];

/**
 * Characters pages show whatever the manifest says: printable ASCII, the whole Mongolian Cyrillic
 * alphabet (dates and numbers written out by Intl), and the punctuation, spaces and currency signs
 * the templates and number formats write (the non-breaking hyphen that keeps "9:00-18:00" on one line).
 */
const alphabet = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) => String.fromCharCode(from.charCodeAt(0) + i)).join("");
export const templateCharacters =
  alphabet(" ", "~") + alphabet("А", "я") + "ЁёӨөҮү" + "\u00a0\u202f\u2009\u2011–—‘’“”«»…•·№₮€£¥©°×→←";

/**
 * Every character the manifest's texts may show: each character of the file as written, plus what
 * its JSON escapes (\u00a0) and HTML entities (&mdash;) stand for. The keys and punctuation of the
 * JSON are ASCII, which the site needs anyway.
 */
export function siteCharacters(manifestText: string): string {
  const seen = new Set<string>(templateCharacters);
  const bmp = new Uint8Array(0x10000);
  for (let i = 0; i < manifestText.length; i++) {
    const code = manifestText.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < manifestText.length) {
      seen.add(manifestText.slice(i, i + 2));
      i++;
    } else bmp[code] = 1;
  }
  bmp.forEach((on, code) => on && seen.add(String.fromCharCode(code)));
  for (const [escapes] of manifestText.matchAll(/(?:\\u[0-9a-fA-F]{4})+/g))
    for (const char of JSON.parse(`"${escapes}"`) as string) seen.add(char);
  for (const [entity] of manifestText.matchAll(/&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi))
    for (const char of decodeHTML(entity)) seen.add(char);
  return [...seen]
    .filter((char) => char.codePointAt(0)! >= 0x20 && !(char.codePointAt(0)! >= 0x7f && char.codePointAt(0)! < 0xa0))
    .sort()
    .join("");
}

/** What the cache keeps beside the files. */
interface Kept {
  files: { weight: number; file: string }[];
  /** Bytes of all the files together. */
  bytes: number;
  /** Characters of the site's text that Manrope does not have: they show in a system font. */
  missing: string;
}

export interface SiteFonts extends Omit<Kept, "files"> {
  /** Each weight's file: its URL in the site and where the cache keeps it. */
  files: (FontAssets["files"][number] & { path: string })[];
  /** Whether an earlier build made the same subset. */
  reused: boolean;
}

/** The hash of what the subset is made from: the characters, the font files and how they are cut. */
function fontKey(characters: string): string {
  const hash = createHash("sha256").update(characters).update("\0").update(features.join(","));
  for (const weight of siteWeights) hash.update(`\0${weight}\0`).update(readFileSync(fontFile(weight)));
  // This module's source in the project, whichever copy of it runs (the build runs a compiled one).
  hash.update(readFileSync(join("src", "build", "fonts.server.ts")));
  return hash.digest("hex").slice(0, 24);
}

async function makeSubset(dir: string, characters: string): Promise<void> {
  // Loaded only to cut: a rebuild that reuses the subset spends no time on it.
  const { default: subsetFont } = await import("subset-font");
  const making = `${dir}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const files = await Promise.all(
    siteWeights.map(async (weight) => {
      const woff2 = await subsetFont(readFileSync(fontFile(weight)), characters, {
        targetFormat: "woff2",
        keepFeatures: features,
      });
      const file = `manrope-${weight}.${createHash("sha256").update(woff2).digest("hex").slice(0, 10)}.woff2`;
      writeFileSync(join(making, file), woff2);
      return { weight, file, bytes: woff2.length };
    }),
  );
  const { default: fontkit } = await import("@pdf-lib/fontkit");
  const full = fontkit.create(readFileSync(fontFile(siteWeights[0])));
  const kept: Kept = {
    files: files.map(({ weight, file }) => ({ weight, file })),
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    missing: [...characters].filter((char) => !/\s/.test(char) && !full.hasGlyphForCodePoint(char.codePointAt(0)!)).join(""),
  };
  writeFileSync(join(making, "fonts.json"), JSON.stringify(kept));
  // Kept whole or not at all: another build may look for it meanwhile.
  if (!existsSync(join(dir, "fonts.json"))) renameSync(making, dir);
  else rmSync(making, { recursive: true, force: true });
}

/** The folder of the subset for the manifest's text as it is now, made if no earlier build made it. */
async function subsetFolder(base: string, manifest: string): Promise<{ dir: string; reused: boolean }> {
  const characters = siteCharacters(readFileSync(resolve(base, manifest), "utf8"));
  const cache = resolve(base, fontCache);
  const dir = join(cache, fontKey(characters));
  const reused = existsSync(join(dir, "fonts.json"));
  if (reused) {
    const now = new Date();
    utimesSync(dir, now, now);
  } else {
    await makeSubset(dir, characters);
    pruneCache(cache);
  }
  return { dir, reused };
}

/**
 * The site's webfont for the manifest's text as it is now: cut (or reused), and copied into
 * `clientDir`'s assets/fonts/ when one is given. Returns the files' URLs, which each page preloads.
 */
export async function siteFonts(clientDir?: string, base = process.cwd(), manifest = manifestFile): Promise<SiteFonts> {
  const { dir, reused } = await subsetFolder(base, manifest);
  const { files, bytes, missing } = JSON.parse(readFileSync(join(dir, "fonts.json"), "utf8")) as Kept;
  if (clientDir) {
    mkdirSync(join(clientDir, fontsFolder), { recursive: true });
    for (const { file } of files) cpSync(join(dir, file), join(clientDir, fontsFolder, file));
  }
  const urls = files.map(({ weight, file }) => ({ weight, url: `/${fontsFolder}/${file}`, path: join(dir, file) }));
  return { files: urls, reused, bytes, missing };
}

/** What a page needs of the webfont: the files' URLs. */
export const fontAssets = ({ files }: SiteFonts): FontAssets => ({ files: files.map(({ weight, url }) => ({ weight, url })) });

/** The file behind a font's URL under `npm run dev`, where nothing is copied: undefined for any other URL. */
export async function fontFileOf(url: string, base = process.cwd()): Promise<string | undefined> {
  const { dir } = await subsetFolder(base, manifestFile);
  const name = url.startsWith(`/${fontsFolder}/`) ? url.slice(fontsFolder.length + 2) : "";
  return /^manrope-\d+\.[0-9a-f]+\.woff2$/.test(name) && existsSync(join(dir, name)) ? join(dir, name) : undefined;
}
