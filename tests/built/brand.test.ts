// The brand in the built site: every page preloads the webfont's files, which the build wrote and
// which hold Manrope; the icons the head and the web manifest name exist at the sizes they say.
import fontkit from "@pdf-lib/fontkit";
import { JSDOM } from "jsdom";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { languages } from "../../src/routes/table";

const client = "build/client";
const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;
const fileOf = (url: string) => join(client, new URL(url, "http://site.test").pathname);

const headOf = (file: string) => new JSDOM(readFileSync(join(client, file), "utf8")).window.document.head;
/** Every page the build drew, as its file under client/ and its head: a redirect's page aside. */
const pages = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".html"))
  .map((file) => ({ file, head: headOf(file) }))
  .filter(({ head }) => !head.querySelector('meta[http-equiv="refresh"]'));

describe("the webfont", () => {
  const fonts = readdirSync(join(client, "assets", "fonts"));

  it("is in the build as WOFF2 files of Manrope, one per weight, cut to far fewer glyphs than the whole font", () => {
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const file of fonts) {
      const font = fontkit.create(readFileSync(join(client, "assets", "fonts", file)));
      expect(file).toMatch(/\.woff2$/);
      expect(font.familyName).toBe("Manrope");
      expect(font.numGlyphs).toBeLessThan(400);
      expect(font.hasGlyphForCodePoint("Ө".codePointAt(0)!)).toBe(true);
    }
  });

  it("is preloaded by every page, each file the build wrote, and declared by the page's @font-face rules", () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const { file, head } of pages) {
      const preloads = [...head.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(preloads.map((link) => link.getAttribute("href")!.split("/").pop()).sort(), file).toEqual(
        [...fonts].sort(),
      );
      for (const link of preloads) {
        expect(link.getAttribute("type")).toBe("font/woff2");
        expect(link.hasAttribute("crossorigin")).toBe(true);
      }
      const faces = [...head.querySelectorAll("style")].map((style) => style.textContent).join("");
      for (const font of fonts) expect(faces, file).toContain(`url(/assets/fonts/${font})`);
      expect(faces).toContain("font-display:swap");
    }
  });
});

describe("the icons", () => {
  const home = headOf("index.html");

  it("are named in every page's head and exist: the mark as SVG, favicon.ico at 16 and 32 px, a 180 px touch icon", async () => {
    const svg = home.querySelector('link[rel="icon"][type="image/svg+xml"]')!.getAttribute("href")!;
    expect(readFileSync(fileOf(svg), "utf8")).toBe(readFileSync(join("public", manifest.settings.logo!.mark), "utf8"));
    const ico = readFileSync(fileOf(home.querySelector('link[rel="icon"][sizes="32x32"]')!.getAttribute("href")!));
    // An .ico's directory: its count of images, then each image's width.
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico.readUInt8(6), ico.readUInt8(22)].sort((a, b) => a - b)).toEqual([16, 32]);
    const touchIcon = fileOf(home.querySelector('link[rel="apple-touch-icon"]')!.getAttribute("href")!);
    const [touch, size] = await Promise.all([sharp(touchIcon).stats(), sharp(touchIcon).metadata()]);
    expect([size.width, size.height]).toEqual([180, 180]);
    // Opaque, as iOS wants it: it rounds the corners itself.
    expect(touch.isOpaque).toBe(true);
    for (const { file, head } of pages)
      expect(head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]'), file).toHaveLength(3);
  });

  it("are listed in site.webmanifest with the sizes they have, a maskable one among them, in the theme's colours", async () => {
    const webManifest = JSON.parse(readFileSync(join(client, "site.webmanifest"), "utf8")) as {
      name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(webManifest.name).toBe(manifest.settings.name[languages[0]]);
    expect(webManifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(webManifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const sizes of ["192x192", "512x512"]) expect(webManifest.icons.map((icon) => icon.sizes)).toContain(sizes);
    for (const icon of webManifest.icons.filter((i) => i.type === "image/png")) {
      const { width, height, format } = await sharp(fileOf(icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe("png");
    }
  });
});
