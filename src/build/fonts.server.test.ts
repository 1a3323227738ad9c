import fontkit from "@pdf-lib/fontkit";
import { decodeHTML } from "entities";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/temp-folders";
import { fontFile } from "../brand/brand.server";
import { siteCharacters, siteFonts, siteWeights } from "./fonts.server";

/** Every text of the real manifest, as a page shows it: rich text's entities decoded. */
function manifestTexts(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(decodeHTML(value));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync("site.manifest.json", "utf8")));
  return texts;
}

describe("the webfont's subset", () => {
  it("has a glyph, in every weight, for every character of the manifest's texts that Manrope has", async () => {
    const fonts = await siteFonts();
    const characters = new Set(manifestTexts().flatMap((text) => [...text].filter((c) => !/\s/.test(c))));
    expect(characters.size).toBeGreaterThan(100);
    expect(fonts.files.map((f) => f.weight)).toEqual(siteWeights);
    for (const { weight, path } of fonts.files) {
      const full = fontkit.create(readFileSync(fontFile(weight as (typeof siteWeights)[number])));
      const subset = fontkit.create(readFileSync(path));
      const lacking = [...characters].filter(
        (c) => full.hasGlyphForCodePoint(c.codePointAt(0)!) && !subset.hasGlyphForCodePoint(c.codePointAt(0)!),
      );
      expect(lacking, `weight ${weight}`).toEqual([]);
      // Cut, not whole: far fewer glyphs than Manrope's.
      expect(subset.numGlyphs).toBeLessThan(full.numGlyphs / 2);
    }
  });

  it("always holds the Mongolian Cyrillic alphabet, digits and the tögrög sign, whatever the manifest says", async () => {
    const dir = tempFolder("fonts-");
    writeFileSync(join(dir, "manifest.json"), "{}");
    const fonts = await siteFonts(undefined, process.cwd(), join(dir, "manifest.json"));
    const subset = fontkit.create(readFileSync(fonts.files[0].path));
    for (const c of "АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмноөпрстуүфхцчшщъыьэюя0123456789₮€$%")
      expect(subset.hasGlyphForCodePoint(c.codePointAt(0)!), c).toBe(true);
  });

  it("is made once for a text: building again with the same characters reuses it, and copies it into the site", async () => {
    await siteFonts();
    const client = tempFolder("client-");
    const again = await siteFonts(client);
    expect(again.reused).toBe(true);
    expect(readdirSync(join(client, "assets", "fonts")).sort()).toEqual(
      again.files.map((f) => f.url.split("/").pop()).sort(),
    );
    for (const { url } of again.files) expect(url).toMatch(/^\/assets\/fonts\/manrope-\d00\.[0-9a-f]{10}\.woff2$/);
  });
});

describe("siteCharacters", () => {
  it("reads what JSON escapes and HTML entities stand for, and leaves out control characters", () => {
    const characters = siteCharacters('{"a": "\\u04e8\\ud83c\\udf93 &mdash; &#8470; &laquo;x&raquo;\\n\\t"}');
    for (const c of ["Ө", "🎓", "—", "№", "«", "»"]) expect(characters).toContain(c);
    expect(characters).not.toMatch(/[\n\t]/);
  });
});
