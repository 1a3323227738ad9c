// The pictures of public/images/, made ready for phones when the site is built: each photo (JPEG,
// PNG, WebP, AVIF) resized to the theme's widths, never wider than itself, in AVIF and WebP with a
// JPEG fallback (PNG when it has transparency), for a <picture> with srcset; each SVG as it is,
// with its size read from its viewBox. What is made is kept in node_modules/.cache/images by the
// hash of the photo and of the settings, so that a rebuild with the same photos resizes nothing.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { utimesSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, sep } from "node:path";
import { createRequire } from "node:module";
import { theme } from "../theme.ts";
import type { PictureTable } from "../ui/pictures.ts";
import { svgSize } from "./svg-size.server.ts";
import { publicFolder } from "../manifest/env.ts";

/** Where made pictures are kept; SITE_IMAGE_CACHE names another folder (tests keep their own). */
export const imageCache = () => process.env.SITE_IMAGE_CACHE ?? "node_modules/.cache/images";

/** The folder of public/ whose pictures are made ready, and where their files go in the built site (hashed names, cached for a year). */
const picturesFolder = "images";
const outFolder = "/assets/images";

const photoTypes = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif"]);

/** How each format is written: a change here makes every photo again, since it is part of their hash. */
const formats = {
  avif: { mime: "image/avif", options: { quality: 50, effort: 2 } },
  webp: { mime: "image/webp", options: { quality: 75 } },
  jpeg: { mime: "image/jpeg", options: { quality: 78, mozjpeg: true } },
  png: { mime: "image/png", options: { compressionLevel: 9 } },
} as const;
type Format = keyof typeof formats;
const modern: Format[] = ["avif", "webp"];
/** sharp's version, read without loading it (its package.json is not among its exports). */
function sharpVersion(): string {
  const main = createRequire(import.meta.url).resolve("sharp");
  return (JSON.parse(readFileSync(join(dirname(dirname(main)), "package.json"), "utf8")) as { version: string }).version;
}

/** What every photo's files are made with: sharp's version names the libvips it brings. */
const settings = JSON.stringify({
  formats,
  widths: theme.image.widths,
  sharp: sharpVersion(),
});
/** Loaded only to resize: a rebuild whose photos are all kept spends no time on it. */
const loadSharp = () => import("sharp").then((module) => module.default);

/** A photo as it was made: its upright size, the widths made, and its fallback format. */
interface Made {
  width: number;
  height: number;
  widths: number[];
  fallback: "jpeg" | "png";
}

export interface SitePictures {
  table: PictureTable;
  /** Each file of the built site made from a photo: its URL and the file kept in the cache. */
  files: Map<string, string>;
  /** How many photos were resized now, and how many were found made by an earlier build. */
  resized: number;
  reused: number;
}

/** The widths a photo of `width` pixels is made in: the theme's up to its own, and its own when it is narrower than the largest. */
export function widthsFor(width: number, widths: readonly number[] = theme.image.widths): number[] {
  const fitting = widths.filter((w) => w <= width);
  return width < Math.max(...widths) && !fitting.includes(width) ? [...fitting, width] : fitting;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** A file name part made of a picture's name: lowercase letters, digits and hyphens. */
const stemOf = (file: string) =>
  basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "picture";

type Stamps = Record<string, { size: number; mtimeMs: number; hash: string }>;

/** The hash of each photo, read again only when its size or time changed since the last build. */
function photoHashes(files: string[], cacheDir: string): Map<string, string> {
  const stampsFile = join(cacheDir, "stamps.json");
  let stamps: Stamps = {};
  try {
    stamps = JSON.parse(readFileSync(stampsFile, "utf8")) as Stamps;
  } catch {
    // No stamps yet, or unreadable ones: every photo is read.
  }
  const next: Stamps = {};
  const hashes = new Map<string, string>();
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    const known = Object.hasOwn(stamps, file) ? stamps[file] : undefined;
    const hash = known?.size === size && known.mtimeMs === mtimeMs ? known.hash : sha256(readFileSync(file));
    next[file] = { size, mtimeMs, hash };
    hashes.set(file, hash);
  }
  if (JSON.stringify(next) !== JSON.stringify(stamps)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(`${stampsFile}.${process.pid}`, JSON.stringify(next));
    renameSync(`${stampsFile}.${process.pid}`, stampsFile);
  }
  return hashes;
}

/** Makes every width and format of one photo into `dir`, decoding it once. */
async function makePhoto(file: string, dir: string): Promise<Made> {
  const making = `${dir}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const sharp = await loadSharp();
  const meta = await sharp(file).metadata();
  const { width, height } = meta.autoOrient;
  const widths = widthsFor(width);
  // Upright, in sRGB, at the largest width made: every smaller file is made from these pixels.
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fallback: Made["fallback"] = info.channels === 4 ? "png" : "jpeg";
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    widths.flatMap((w) =>
      [...modern, fallback].map((format: Format) =>
        sharp(data, raw)
          .resize({ width: w })
          .toFormat(format, formats[format].options)
          .toFile(join(making, `${w}.${format}`)),
      ),
    ),
  );
  const made: Made = { width, height, widths, fallback };
  writeFileSync(join(making, "picture.json"), JSON.stringify(made));
  // Kept whole or not at all: another build may look for it meanwhile.
  if (existsSync(join(dir, "picture.json"))) rmSync(making, { recursive: true, force: true });
  else {
    rmSync(dir, { recursive: true, force: true });
    renameSync(making, dir);
  }
  return made;
}

/** The photo's files, made now or by an earlier build. */
async function photoFiles(file: string, dir: string): Promise<{ made: Made; fresh: boolean }> {
  try {
    const made = JSON.parse(readFileSync(join(dir, "picture.json"), "utf8")) as Made;
    const now = new Date();
    utimesSync(dir, now, now);
    return { made, fresh: false };
  } catch {
    try {
      return { made: await makePhoto(file, dir), fresh: true };
    } catch (error) {
      throw new Error(`${file} could not be read as a picture (${(error as Error).message}): save it again as a JPEG, PNG, WebP or AVIF file`);
    }
  }
}

/** Every file under `dir`, as paths from the working folder. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The pictures of `publicDir`/images: each photo's files at every width and format, made now or
 * found in `cacheDir`, and each SVG's size. Returns the table pages draw them with (src/ui/picture.tsx)
 * and the files to publish (writePictures).
 */
export async function sitePictures({ publicDir = publicFolder, cacheDir = imageCache() } = {}): Promise<SitePictures> {
  const all = filesUnder(join(publicDir, picturesFolder));
  const photos = all.filter((file) => photoTypes.has(extname(file).toLowerCase()));
  const hashes = photoHashes(photos, cacheDir);
  const table: PictureTable = {};
  const files = new Map<string, string>();
  const urlOf = (file: string) => "/" + relative(publicDir, file).split(sep).join("/");
  const made = await Promise.all(
    photos.map(async (file) => {
      const key = sha256(hashes.get(file)! + settings).slice(0, 32);
      return { file, key, dir: join(cacheDir, key), ...(await photoFiles(file, join(cacheDir, key))) };
    }),
  );
  for (const { file, key, dir, made: photo } of made) {
    const name = (w: number, format: Format) => `${outFolder}/${stemOf(file)}-${w}.${key.slice(0, 10)}.${format === "jpeg" ? "jpg" : format}`;
    const srcset = (format: Format) => photo.widths.map((w) => `${name(w, format)} ${w}w`).join(", ");
    for (const w of photo.widths)
      for (const format of [...modern, photo.fallback]) files.set(name(w, format), join(dir, `${w}.${format}`));
    table[urlOf(file)] = {
      width: photo.width,
      height: photo.height,
      src: name(Math.max(...photo.widths), photo.fallback),
      srcset: srcset(photo.fallback),
      sources: modern.map((format) => ({ type: formats[format].mime, srcset: srcset(format) })),
    };
  }
  for (const file of all.filter((f) => extname(f).toLowerCase() === ".svg")) {
    const size = svgSize(readFileSync(file, "utf8"));
    if (size) table[urlOf(file)] = { ...size, src: urlOf(file) };
  }
  const resized = made.filter((m) => m.fresh).length;
  return { table, files, resized, reused: made.length - resized };
}

/** Copies the photos' files into the built site's client folder. */
export function writePictures({ files }: SitePictures, clientDir: string): void {
  for (const [url, kept] of files) {
    const target = join(clientDir, ...url.split("/"));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(kept, target);
  }
}

/** The build's line about pictures. */
export function picturesLine({ resized, reused, table }: SitePictures): string {
  const photos = resized + reused;
  const svgs = Object.keys(table).length - photos;
  return `Pictures: ${photos} photo${photos === 1 ? "" : "s"} (${resized} resized, ${reused} unchanged and reused) and ${svgs} SVG${svgs === 1 ? "" : "s"}`;
}
