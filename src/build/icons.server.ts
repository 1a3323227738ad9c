// The site's icons, made from the logo's mark with sharp: favicon.svg (the mark itself),
// favicon.ico (16 and 32 px), the 180 px icon iOS puts on a home screen (opaque: iOS rounds its
// corners itself) and the web manifest's PNGs (src/seo/icons.ts). Kept in
// node_modules/.cache/site-icons by the hash of the mark, so a rebuild with the same mark does no work.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { icons, manifestIcons } from "../seo/icons.ts";
import { drawMark } from "../brand/mark.ts";
import { pruneCache } from "../cache/files.server.ts";
import { theme } from "../theme.ts";
import { publicFolder } from "../manifest/env.ts";

const iconCache = "node_modules/.cache/site-icons";
/** Sizes in favicon.ico: a tab's icon, and the same on a screen of twice the density. */
const icoSizes = [16, 32];
/** Android's mask may cut anything outside the centre's circle of 80% of the width: the mark fits in it. */
const maskableScale = 0.8;

/** A PNG of the mark, `size` pixels square; on the brand's colour, full-bleed, and smaller when `inset` is given. */
async function png(mark: Buffer, size: number, { opaque = false, inset = 1 } = {}): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const inner = Math.round(size * inset);
  const drawn = await sharp(mark, { density: Math.max(72, (72 * inner) / 16) })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  if (!opaque) return drawn;
  return sharp({ create: { width: size, height: size, channels: 4, background: theme.color.brand } })
    .composite([{ input: drawn, gravity: "centre" }])
    .flatten({ background: theme.color.brand })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding PNG images, which every browser reads: a 6-byte header, one 16-byte entry per image, the images. */
export function icoOf(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/** Every icon file of the site, by its path from the site's root. */
async function drawIcons(mark: Buffer): Promise<Record<string, Buffer>> {
  const sized = (src: string) => Number(manifestIcons.find((icon) => icon.src === src)!.sizes.split("x")[0]);
  const files: Record<string, Buffer> = {
    [icons.svg]: mark,
    [icons.ico]: icoOf(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(mark, size) })))),
    [icons.appleTouch]: await png(mark, 180, { opaque: true }),
  };
  for (const icon of manifestIcons.filter((i) => i.type === "image/png"))
    files[icon.src] = await png(mark, sized(icon.src), icon.purpose === "maskable" ? { opaque: true, inset: maskableScale } : {});
  return files;
}

/** Every icon's path from the site's root. */
export const iconPaths = new Set([icons.svg, icons.ico, icons.appleTouch, ...manifestIcons.map((icon) => icon.src)]);

/**
 * The folder of the icons made from the mark (a file of public/, as settings.logo.mark names it,
 * or the site's own mark when the manifest names no logo), made if no earlier build made it.
 */
async function iconFolder(mark: string | undefined, base: string): Promise<{ dir: string; reused: boolean }> {
  const svg = mark ? readFileSync(resolve(base, publicFolder, `.${mark}`)) : Buffer.from(drawMark(""));
  const { default: sharp } = await import("sharp");
  const key = createHash("sha256")
    .update(svg)
    .update(theme.color.brand)
    .update(JSON.stringify(sharp.versions))
    // This module's source in the project, whichever copy of it runs (the build runs a compiled one).
    .update(readFileSync(resolve(base, "src", "build", "icons.server.ts")))
    .digest("hex")
    .slice(0, 24);
  const dir = resolve(base, iconCache, key);
  const reused = existsSync(join(dir, "done"));
  if (!reused) {
    const making = `${dir}.${process.pid}`;
    rmSync(making, { recursive: true, force: true });
    for (const [path, data] of Object.entries(await drawIcons(svg))) {
      mkdirSync(dirname(join(making, path)), { recursive: true });
      writeFileSync(join(making, path), data);
    }
    writeFileSync(join(making, "done"), "");
    if (!existsSync(join(dir, "done"))) renameSync(making, dir);
    else rmSync(making, { recursive: true, force: true });
    pruneCache(resolve(base, iconCache));
  } else {
    const now = new Date();
    utimesSync(dir, now, now);
  }
  return { dir, reused };
}

/**
 * Makes the site's icons from the mark, or reuses those an earlier build made from the same mark,
 * and copies them into `clientDir`. Returns whether they were reused.
 */
export async function siteIcons(clientDir: string, mark: string | undefined, base = process.cwd()): Promise<{ reused: boolean }> {
  const { dir, reused } = await iconFolder(mark, base);
  for (const path of iconPaths) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    cpSync(join(dir, path), join(clientDir, path));
  }
  return { reused };
}

/** Under `npm run dev`, where nothing is copied: the file of the icon at `url`, made from the mark if need be. */
export async function iconFileOf(url: string, mark: string | undefined, base = process.cwd()): Promise<string | undefined> {
  if (!iconPaths.has(url)) return undefined;
  return join((await iconFolder(mark, base)).dir, url);
}
