import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, extname, join, resolve, sep } from "node:path";
import sharp from "sharp";
import { isPicturePath, picturesFolder } from "../src/validate/pictures";
import { isFile } from "../src/validate/public-files.server";
import { svgDangers } from "../src/validate/svg.server";
import { listFiles } from "../src/validate/index.server";
import { pictureUses } from "./app/media/usage";
import {
  folderOf,
  maxUploadBytes,
  pictureExtensions,
  slugOf,
  uniqueName,
  uploadPath,
  type PictureKind,
  type UploadRefusal,
} from "./media-rules";

/** A picture of public/images/, as the library lists it. */
export interface LibraryPicture {
  src: string;
  bytes: number;
  width?: number;
  height?: number;
}

export type UploadResult = { src: string; width?: number; height?: number } | { refused: UploadRefusal };

/** Whether the bytes read as an SVG drawing: XML whose first element is <svg>. */
function looksLikeSvg(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const first = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*>\s*)*<([a-zA-Z][\w:.-]*)/.exec(start);
  return !!first && /^(svg:)?svg$/i.test(first[1]);
}

/**
 * What kind of picture the bytes are, read from the bytes themselves (never the file's name or
 * the browser's word): a photo the build can resize, decoded whole so a broken file is refused, or
 * an SVG drawing with nothing that could run script or load from elsewhere.
 */
export async function pictureKind(bytes: Buffer): Promise<PictureKind | UploadRefusal> {
  if (bytes.length === 0) return "empty";
  if (bytes.length > maxUploadBytes) return "too-large";
  const svg = looksLikeSvg(bytes);
  if (svg && svgDangers(bytes.toString("utf8")).length) return "unsafe-svg";
  let format: string | undefined;
  try {
    const image = sharp(bytes, { failOn: "error" });
    const metadata = await image.metadata();
    format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
    if (!metadata.width || !metadata.height) return "not-a-picture";
    // Decoding the whole picture refuses a file cut short or damaged, which the build could not resize.
    await image.stats();
  } catch {
    return "not-a-picture";
  }
  if (svg !== (format === "svg")) return "not-a-picture";
  return format && format in pictureExtensions ? (format as PictureKind) : "unsupported-type";
}

/** Whether a path of the site names a picture of the library (/images/a.jpg): never a hidden file, never up a folder. */
const isLibraryPath = (src: string) =>
  isPicturePath(src) && !src.split("/").some((part) => part === ".." || part.startsWith("."));

/** Where a path of the site (/images/a.jpg) is in `publicDir`, or undefined if it would lead outside it. */
function fileOf(publicDir: string, src: string): string | undefined {
  if (!isLibraryPath(src)) return undefined;
  const root = resolve(publicDir);
  const path = resolve(root, "." + src);
  return path.startsWith(root + sep) && isFile(path) ? path : undefined;
}

/**
 * Saves an upload in public/images/<folder>/ under a safe name no other file has, or finds the
 * file of the folder with the same bytes; nothing is written when it is refused.
 */
export async function savePicture(
  publicDir: string,
  name: string,
  folder: string | null | undefined,
  bytes: Buffer,
): Promise<UploadResult> {
  const kind = await pictureKind(bytes);
  if (!(kind in pictureExtensions)) return { refused: kind as UploadRefusal };
  const dir = join(publicDir, picturesFolder, folderOf(folder));
  mkdirSync(dir, { recursive: true });
  const names = readdirSync(dir);
  // The same picture added again (chosen twice, or the dialog closed and opened again) is the file
  // the folder already has, not a copy under another name.
  const same = names.find((n) => {
    const file = join(dir, n);
    return isFile(file) && statSync(file).size === bytes.length && readFileSync(file).equals(bytes);
  });
  const { width, height } = await sharp(bytes).metadata();
  if (same) return { src: `${picturesFolder}${folderOf(folder)}/${same}`, width, height };
  const taken = new Set(names.map((n) => n.toLowerCase()));
  for (;;) {
    const file = uniqueName(slugOf(name), pictureExtensions[kind as PictureKind], taken);
    try {
      // "wx": never replaces a file, even one written since the folder was read.
      writeFileSync(join(dir, file), bytes, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      taken.add(file);
      continue;
    }
    return { src: `${picturesFolder}${folderOf(folder)}/${file}`, width, height };
  }
}

/** A picture taken out of the library, kept where it can be brought back from (`id`), or why it was not. */
export type RemoveResult = { removed: string; id: string } | { refused: "no-such-picture" | "in-use" };

/** Where one removal keeps its picture: `keptDir/<id>/images/…`. */
const removalIds = /^\d{13}-[0-9a-f]{8}$/;

/**
 * Takes the picture `src` out of public/images/ into `keptDir` (beside the manifest's backups,
 * never published), where bringBackPicture() finds it by the id returned. Refused when the saved
 * manifest (`saved`) uses it: the site would lose a picture it shows.
 */
export function removePicture(publicDir: string, src: string, saved: unknown, keptDir: string): RemoveResult {
  const path = fileOf(publicDir, src);
  if (!path) return { refused: "no-such-picture" };
  if (pictureUses(saved).has(src)) return { refused: "in-use" };
  const id = `${Date.now()}-${randomBytes(4).toString("hex")}`;
  const kept = join(keptDir, id, ...src.split("/").filter(Boolean));
  mkdirSync(dirname(kept), { recursive: true });
  renameSync(path, kept);
  return { removed: src, id };
}

export type BringBackResult = { src: string } | { refused: "no-such-removal" | "taken" };

/** Puts back the picture `src` that removePicture() took out as `id`; refused when a file has its name again. */
export function bringBackPicture(publicDir: string, src: string, id: string, keptDir: string): BringBackResult {
  if (!removalIds.test(id) || !isLibraryPath(src)) return { refused: "no-such-removal" };
  const kept = join(keptDir, id, ...src.split("/").filter(Boolean));
  if (!isFile(kept)) return { refused: "no-such-removal" };
  const path = resolve(publicDir, "." + src);
  if (existsSync(path)) return { refused: "taken" };
  mkdirSync(dirname(path), { recursive: true });
  renameSync(kept, path);
  rmSync(join(keptDir, id), { recursive: true, force: true });
  return { src };
}

const sizes = new Map<string, { stamp: string; width?: number; height?: number }>();

/** Every picture of public/images/ with its size in bytes and pixels (read again only when a file changed). */
export async function listPictures(publicDir: string): Promise<LibraryPicture[]> {
  const pictures: LibraryPicture[] = [];
  for (const src of listFiles(publicDir).filter(isPicturePath).sort()) {
    const path = fileOf(publicDir, src);
    if (!path) continue;
    const stats = statSync(path);
    const stamp = `${stats.mtimeMs} ${stats.size}`;
    let known = sizes.get(path);
    if (known?.stamp !== stamp) {
      const metadata = await sharp(path)
        .metadata()
        .catch(() => ({ width: undefined, height: undefined }));
      known = { stamp, width: metadata.width, height: metadata.height };
      sizes.set(path, known);
    }
    pictures.push({ src, bytes: stats.size, width: known.width, height: known.height });
  }
  return pictures;
}

/** The width and height a library thumbnail fits in: twice the size it is shown at. */
const thumbBox = 320;

/** A small WebP of a picture for the library, kept in `cacheDir` by the file's path, time and size. */
export async function thumbnail(publicDir: string, src: string, cacheDir: string): Promise<Buffer | undefined> {
  const path = fileOf(publicDir, src);
  if (!path) return undefined;
  const stats = statSync(path);
  const key = createHash("sha256").update(`${path} ${stats.mtimeMs} ${stats.size} ${thumbBox}`).digest("hex");
  const kept = join(cacheDir, `${key}.webp`);
  if (isFile(kept)) return readFileSync(kept);
  const made = await sharp(path)
    .rotate()
    .resize(thumbBox, thumbBox, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(kept, made);
  return made;
}

const types: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

/**
 * Answers a GET of a picture of public/images/ (true when it did): a picture just added is shown
 * at once, before the dev server's file watcher has seen it.
 */
export function servePicture(publicDir: string, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  let src: string;
  try {
    src = decodeURIComponent(new URL(request.url ?? "/", "http://editor").pathname);
  } catch {
    return false;
  }
  const path = src.startsWith(picturesFolder) ? fileOf(publicDir, src) : undefined;
  if (!path) return false;
  response.writeHead(200, {
    "content-type": types[extname(path).toLowerCase()] ?? "application/octet-stream",
    "cache-control": "no-cache",
    "x-content-type-options": "nosniff",
    // An SVG opened on its own runs nothing (they are checked when added, and by the validator).
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  });
  response.end(request.method === "HEAD" ? undefined : readFileSync(path));
  return true;
}

/** The request's body, up to `limit` bytes; undefined when it is longer (the rest is not read). */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  response.end(JSON.stringify(value));
}

const refusalText: Record<UploadRefusal, string> = {
  "too-large": `the file is larger than ${maxUploadBytes / 1024 / 1024} MB`,
  empty: "the file is empty",
  "not-a-picture": "the file is not a picture",
  "unsupported-type": "pictures of this type cannot be shown on the site",
  "unsafe-svg": "the SVG holds script or addresses outside the site",
};

/** The JSON object a request carries ({ "src": … }), or undefined. */
async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const bytes = await readBody(request, 16 * 1024);
  try {
    const value: unknown = bytes && JSON.parse(bytes.toString("utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The picture library's endpoints: GET /api/media (the pictures), GET /api/media/thumb?src=…
 * (a small preview), POST /api/media/upload?name=…&folder=… (the file's bytes), POST
 * /api/media/remove { src } (a picture the saved manifest does not use, kept in `keptDir`) and
 * POST /api/media/bring-back { src, id }. `savedManifest` reads the manifest as saved. The guard
 * (guard.server.ts) has checked the secret and the origin before.
 */
export function mediaApi({
  publicDir,
  cacheDir,
  keptDir,
  savedManifest,
}: {
  publicDir: string;
  cacheDir: string;
  keptDir: string;
  savedManifest: () => unknown;
}) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (url.pathname === "/api/media" && request.method === "GET") {
      json(response, 200, { pictures: await listPictures(publicDir), maxBytes: maxUploadBytes });
    } else if (url.pathname === "/api/media/thumb" && request.method === "GET") {
      const made = await thumbnail(publicDir, url.searchParams.get("src") ?? "", cacheDir).catch(() => undefined);
      if (!made) return json(response, 404, { error: "no such picture" });
      response.writeHead(200, { "content-type": "image/webp", "cache-control": "no-cache" });
      response.end(made);
    } else if (url.pathname === uploadPath && request.method === "POST") {
      const bytes = await readBody(request, maxUploadBytes);
      const result: UploadResult = bytes
        ? await savePicture(publicDir, url.searchParams.get("name") ?? "", url.searchParams.get("folder"), bytes)
        : { refused: "too-large" };
      if ("refused" in result)
        json(response, result.refused === "too-large" ? 413 : 422, {
          error: refusalText[result.refused],
          code: result.refused,
        });
      else json(response, 200, result);
    } else if (url.pathname === "/api/media/remove" && request.method === "POST") {
      const input = await jsonOf(request);
      // A saved file that cannot be read says nothing of where the picture is used: it stays.
      let saved: unknown;
      try {
        saved = savedManifest();
      } catch {
        saved = undefined;
      }
      const result: RemoveResult =
        saved === undefined
          ? { refused: "in-use" }
          : removePicture(publicDir, String(input?.src ?? ""), saved, keptDir);
      json(response, "refused" in result ? (result.refused === "in-use" ? 409 : 404) : 200, result);
    } else if (url.pathname === "/api/media/bring-back" && request.method === "POST") {
      const input = await jsonOf(request);
      const result = bringBackPicture(publicDir, String(input?.src ?? ""), String(input?.id ?? ""), keptDir);
      json(response, "refused" in result ? (result.refused === "taken" ? 409 : 404) : 200, result);
    } else json(response, 404, { error: `no such endpoint: ${url.pathname}` });
  };
}
