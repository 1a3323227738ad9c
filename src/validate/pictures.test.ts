import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

// The fixture's public folder, with a photo, a document and a picture outside public/images/.
let publicDir: string;
let lines: (text: string) => string[];
beforeAll(async () => {
  publicDir = join(mkdtempSync(join(tmpdir(), "picture-fields-")), "public");
  cpSync(fixturePublicDir, publicDir, { recursive: true });
  mkdirSync(join(publicDir, "images", "visas"), { recursive: true });
  mkdirSync(join(publicDir, "downloads"), { recursive: true });
  const photo = sharp({ create: { width: 64, height: 40, channels: 3, background: "#1d3557" } });
  await photo
    .clone()
    .jpeg()
    .toFile(join(publicDir, "images", "visas", "working-holiday.jpg"));
  await photo
    .clone()
    .png()
    .toFile(join(publicDir, "downloads", "map.png"));
  writeFileSync(join(publicDir, "images", "visas", "guide.pdf"), "%PDF-1.7");
  const validate = createValidator({ schemaDir: "schema", publicDir });
  lines = (text) => validate(text).problems.map((p) => formatProblem("site.manifest.json", p));
});
afterAll(() => rmSync(join(publicDir, ".."), { recursive: true, force: true }));

/** The fixture's visa page with a hero picture. */
const withHero = (src: string, mn: string, en: string) =>
  editFixture(
    '"subclass": "462",',
    `"subclass": "462",\n      "hero": { "src": "${src}", "alt": { "mn": "${mn}", "en": "${en}" } },`,
  );

describe("a picture field", () => {
  it("with its file and both alt texts is valid", () => {
    expect(lines(withHero("/images/visas/working-holiday.jpg", "Аялагч", "A traveller"))).toEqual([]);
  });

  it("naming a file that does not exist is reported at its place, with the picture it was probably meant to be", () => {
    expect(lines(withHero("/images/visas/working-holliday.jpg", "Аялагч", "A traveller"))).toEqual([
      'site.manifest.json:297:17  route /services/working-holiday  /routes/2/hero/src  there is no file public/images/visas/working-holliday.jpg (did you mean "/images/visas/working-holiday.jpg"?)',
    ]);
  });

  it("with an empty alt text is reported for that language, saying what the text is for", () => {
    expect(lines(withHero("/images/visas/working-holiday.jpg", " ", "A traveller"))).toEqual([
      "site.manifest.json:297:70  route /services/working-holiday  /routes/2/hero/alt/mn  must not be empty or only spaces (write what the picture shows in Mongolian: screen readers read it to people who cannot see the picture, and search engines read it too)",
    ]);
    expect(lines(withHero("/images/visas/working-holiday.jpg", "Аялагч", ""))).toEqual([
      "site.manifest.json:297:86  route /services/working-holiday  /routes/2/hero/alt/en  must not be empty or only spaces (write what the picture shows in English: screen readers read it to people who cannot see the picture, and search engines read it too)",
    ]);
  });

  it("naming a file that is not a picture, or one outside public/images/, says what to do", () => {
    expect(lines(withHero("/images/visas/guide.pdf", "Аялагч", "A traveller"))).toEqual([
      "site.manifest.json:297:17  route /services/working-holiday  /routes/2/hero/src  public/images/visas/guide.pdf is not a picture a page can show (use a photo saved as JPEG, PNG, WebP or AVIF (.jpg, .png, .webp, .avif), or an SVG drawing (.svg))",
    ]);
    expect(lines(withHero("/downloads/map.png", "Аялагч", "A traveller"))).toEqual([
      "site.manifest.json:297:17  route /services/working-holiday  /routes/2/hero/src  public/downloads/map.png is not in the folder public/images/, whose pictures the build resizes for phones (move it to public/images/ and write its path as /images/map.png)",
    ]);
  });

  it("without alt text at all is reported as missing it", () => {
    const text = editFixture(
      '"subclass": "462",',
      '"subclass": "462",\n      "hero": { "src": "/images/monash.svg" },',
    );
    expect(lines(text)).toEqual([
      'site.manifest.json:297:15  route /services/working-holiday  /routes/2/hero/alt  the required field "alt" is missing (alt: What the picture shows, in both languages, for screen readers and search engines.)',
    ]);
  });
});
