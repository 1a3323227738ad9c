import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { theme } from "../theme";
import { sitePictures, widthsFor, writePictures } from "./images.server";

// Small pictures made for the test, never the site's own: a landscape photo, a PNG with
// transparency, a portrait photo saved on its side (EXIF orientation 6, as phones save them), a
// photo narrower than the smallest width, and an SVG.
let work: string;
let publicDir: string;
let cacheDir: string;
const photo = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 42, g: 157, b: 143, alpha: 0.5 } } });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "pictures-"));
  publicDir = join(work, "public");
  cacheDir = join(work, "cache");
  mkdirSync(join(publicDir, "images", "team"), { recursive: true });
  await photo(1000, 600).jpeg().toFile(join(publicDir, "images", "Campus Day.jpg"));
  await photo(400, 200, 4).png().toFile(join(publicDir, "images", "badge.png"));
  await photo(900, 600).jpeg().withMetadata({ orientation: 6 }).toFile(join(publicDir, "images", "team", "nomin.jpg"));
  await photo(200, 200).webp().toFile(join(publicDir, "images", "small.webp"));
  writeFileSync(join(publicDir, "images", "map.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"/>');
  // Not in public/images/: published as it is, never resized.
  await photo(50, 50).png().toFile(join(publicDir, "icon.png"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the widths a photo is made in", () => {
  it("are the theme's, never wider than the photo, with the photo's own when it is narrower than the largest", () => {
    expect(theme.image.widths).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe("pictures of public/images/", () => {
  it("gives each photo its size, a fallback srcset and AVIF and WebP sources, and each SVG its viewBox's size", async () => {
    const { table, files, resized, reused } = await sitePictures({ publicDir, cacheDir });
    expect({ resized, reused }).toEqual({ resized: 4, reused: 0 });
    expect(Object.keys(table).sort()).toEqual([
      "/images/Campus Day.jpg",
      "/images/badge.png",
      "/images/map.svg",
      "/images/small.webp",
      "/images/team/nomin.jpg",
    ]);
    const campus = table["/images/Campus Day.jpg"];
    expect(campus).toMatchObject({ width: 1000, height: 600 });
    expect(campus.src).toMatch(/^\/assets\/images\/campus-day-1000\.[0-9a-f]{10}\.jpg$/);
    expect(campus.srcset!.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["320w", "640w", "960w", "1000w"]);
    expect(campus.sources!.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(campus.sources![0].srcset).toMatch(/campus-day-320\.[0-9a-f]{10}\.avif 320w, .*1000w$/);
    // Transparency keeps a PNG fallback; a phone's portrait photo is upright.
    expect(table["/images/badge.png"]).toMatchObject({ width: 400, height: 200, src: expect.stringMatching(/\.png$/) });
    expect(table["/images/team/nomin.jpg"]).toMatchObject({ width: 600, height: 900 });
    expect(table["/images/small.webp"].srcset).toMatch(/ 200w$/);
    expect(table["/images/map.svg"]).toEqual({ width: 300, height: 150, src: "/images/map.svg" });
    // Every file a srcset names is one the build publishes, made at the width it says.
    const named = Object.values(table).flatMap((p) =>
      [p.srcset, ...(p.sources ?? []).map((s) => s.srcset)].flatMap((set) => set?.split(", ") ?? []),
    );
    for (const entry of named) {
      const [url, w] = entry.split(" ");
      expect(files.has(url), url).toBe(true);
      expect((await sharp(files.get(url)!).metadata()).width, url).toBe(parseInt(w));
    }
    const client = join(work, "client");
    writePictures({ table, files, resized, reused }, client);
    for (const url of files.keys()) expect(existsSync(join(client, url)), url).toBe(true);
  });

  it("resizes nothing when built again with the same photos, and only a changed photo after an edit", async () => {
    const kept = () =>
      readdirSync(cacheDir, { recursive: true, encoding: "utf8" })
        .filter((name) => /\.(avif|webp|jpeg|png)$/.test(name))
        .map((name) => `${name} ${statSync(join(cacheDir, name)).mtimeMs}`)
        .sort();
    const before = kept();
    const again = await sitePictures({ publicDir, cacheDir });
    expect({ resized: again.resized, reused: again.reused }).toEqual({ resized: 0, reused: 4 });
    expect(kept()).toEqual(before);
    await photo(1000, 500).jpeg().toFile(join(publicDir, "images", "Campus Day.jpg"));
    const edited = await sitePictures({ publicDir, cacheDir });
    expect({ resized: edited.resized, reused: edited.reused }).toEqual({ resized: 1, reused: 3 });
    expect(edited.table["/images/Campus Day.jpg"]).toMatchObject({ width: 1000, height: 500 });
  });

  it("names the file that cannot be read as a picture", async () => {
    const broken = join(work, "broken");
    mkdirSync(join(broken, "images"), { recursive: true });
    writeFileSync(join(broken, "images", "scan.jpg"), "not a picture");
    await expect(sitePictures({ publicDir: broken, cacheDir })).rejects.toThrow(
      /scan\.jpg could not be read as a picture .*: save it again as a JPEG, PNG, WebP or AVIF file/,
    );
  });
});
