// A manifest the validator accepts is one the build can make: what the file system, the build or
// a browser opening a published file cannot take is refused with a plain message, naming the place.
import { copyFileSync, cpSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/temp-folders";
import type { SiteManifest } from "../generated/manifest";
import { fixturePublicDir, makeManifest } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

/** A copy of the fixture's public/ folder, to put files in; removed with its folder after the test. */
function publicCopy(): string {
  const folder = tempFolder("public-");
  const dir = join(folder, "public");
  cpSync(fixturePublicDir, dir, { recursive: true });
  return dir;
}

const validators = new Map<string, ReturnType<typeof createValidator>>();
const validatorFor = (publicDir: string) => {
  if (!validators.has(publicDir)) validators.set(publicDir, createValidator({ schemaDir: "schema", publicDir }));
  return validators.get(publicDir)!;
};
const linesFor = (manifest: SiteManifest, publicDir = fixturePublicDir) =>
  validatorFor(publicDir)(JSON.stringify(manifest, null, 2)).problems.map((p) =>
    formatProblem("site.manifest.json", p),
  );
const errorsFor = (manifest: SiteManifest, publicDir = fixturePublicDir) =>
  linesFor(manifest, publicDir).filter((line) => !line.includes("  warning: "));

describe("what the file system can take", () => {
  const article = () => makeManifest().routes.find((r) => r.template === "article")!;

  it("a part of a page's path longer than 100 characters is refused, saying why, never ENAMETOOLONG at build time", () => {
    const manifest = makeManifest();
    manifest.routes.push({ ...article(), path: `/blog/${"a".repeat(300)}` });
    const [line, ...others] = errorsFor(manifest);
    expect(others).toEqual([]);
    expect(line).toMatch(/ \/routes\/4\/path {2}the text "\/blog\/a{300}" is not written the expected way \(/);
    expect(line).toContain(
      "At most 100 characters between two / and at most 10 parts: each part becomes the name of a folder of the built site, and file systems refuse names longer than 255 bytes.",
    );
  });

  it("100 characters is allowed, and so are 10 parts, but not 11", () => {
    const manifest = makeManifest();
    manifest.routes.push({ ...article(), path: `/blog/${"a".repeat(100)}` });
    manifest.routes.push({ ...article(), path: `/blog${"/a".repeat(9)}` });
    expect(errorsFor(manifest)).toEqual([]);
    manifest.routes.push({ ...article(), path: `/blog${"/b".repeat(10)}` });
    expect(errorsFor(manifest)).toEqual([expect.stringContaining(" /routes/6/path  the text ")]);
  });

  it("a blog category's id, which becomes a folder too, is at most 100 characters", () => {
    const manifest = makeManifest();
    manifest.settings.blogCategories.push({ id: "v".repeat(101), label: { mn: "Урт", en: "Long" } });
    expect(errorsFor(manifest)).toEqual([expect.stringContaining(" /settings/blogCategories/2/id  the text ")]);
  });
});

describe("the site's address is an origin: scheme, host and an optional port", () => {
  for (const baseUrl of ["https://www.example.mn", "http://localhost:4173", "https://xn--80aqu.xn--l1acc"])
    it(`${baseUrl} is one`, () => {
      expect(errorsFor(makeManifest({ settings: { ...makeManifest().settings, baseUrl } }))).toEqual([]);
    });

  for (const baseUrl of [
    "https://www.example.mn/",
    "https://www.example.mn/mn",
    "https://www.example.mn?utm=1",
    "https://www.example.mn#top",
    "https://user:secret@www.example.mn",
    "ftp://www.example.mn",
    "www.example.mn",
  ])
    it(`${baseUrl} is not, and the message says what is`, () => {
      expect(errorsFor(makeManifest({ settings: { ...makeManifest().settings, baseUrl } }))).toEqual([
        `site.manifest.json:9:5  settings  /settings/baseUrl  the text ${JSON.stringify(baseUrl)} is not written the expected way (The site's public address, where its pages are found: https:// (or http://), then the domain name in lowercase, then a port only if the site needs one (:8080), and nothing else: no / at the end, no path, no ? or #. A domain written in Cyrillic is written in its xn-- form. Example: https://www.example.mn)`,
      ]);
    });
});

describe("pictures are files of public/", () => {
  for (const logo of ["/", "/images", "/images/"])
    it(`${logo} is a folder, not a picture`, () => {
      const manifest = makeManifest();
      const about = manifest.routes.find((r) => r.path === "/about")!;
      const partners = about.template === "page" ? about.blocks.find((b) => b.type === "partners") : undefined;
      if (partners?.type !== "partners" || !partners.logos) throw new Error("the fixture's /about has no partners");
      partners.logos[0].logo = logo;
      expect(errorsFor(manifest)).toEqual([
        expect.stringMatching(/ \/routes\/1\/blocks\/1\/logos\/0\/logo {2}there is no file public\//),
      ]);
    });

  it("a picture in formatted text that is not in public/ is an error, not a page with a broken picture", () => {
    const manifest = makeManifest();
    const article = manifest.routes.find((r) => r.template === "article")!;
    if (article.template !== "article") throw new Error("no article");
    article.body.en += '<p><img src="/images/missing.jpg" alt="A photo"><img src="/images" alt="A folder"></p>';
    article.body.mn += '<p><img src="/images/monash.svg" alt="Лого"></p>';
    expect(errorsFor(manifest)).toEqual([
      'site.manifest.json:397:9  route /blog/first-post  /routes/3/body/en  the picture "/images/missing.jpg" in this text is not a file in public/ (put the picture in the public/ folder and write its path from the site root, for example /images/photo.jpg for public/images/photo.jpg)',
      'site.manifest.json:397:9  route /blog/first-post  /routes/3/body/en  the picture "/images" in this text is not a file in public/ (put the picture in the public/ folder and write its path from the site root, for example /images/photo.jpg for public/images/photo.jpg)',
    ]);
  });
});

describe("files of public/ that could run script when opened", () => {
  it("an SVG with a script is refused, whether the manifest uses it or not, naming the file and what it holds", () => {
    const dir = publicCopy();
    copyFileSync("tests/fixtures/hostile/svg/script.svg", join(dir, "images", "evil.svg"));
    expect(errorsFor(makeManifest(), dir)).toEqual([
      `site.manifest.json:1:1  manifest  /  public/images/evil.svg holds a <script> element (line 1, column 91): opened on its own it could run script on the site's address or load things from other sites (remove those parts: a picture needs none of them (design programs save them out when exporting a plain or optimised SVG))`,
    ]);
  });

  it("says every thing found, up to five, then how many more", () => {
    const dir = publicCopy();
    const handlers = Array.from({ length: 7 }, (_, i) => `<rect onclick="a${i}()"/>`).join("\n");
    writeFileSync(join(dir, "icon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">\n${handlers}\n</svg>`);
    const [line] = errorsFor(makeManifest(), dir);
    expect(line).toContain(
      `public/icon.svg holds an event attribute onclick="…" on <rect> (line 2, column 1), an event attribute onclick="…" on <rect> (line 3, column 1)`,
    );
    expect(line).toContain(`(line 6, column 1) and 2 more: opened on its own`);
  });

  it("a file fixed after a first check is checked again", () => {
    const dir = publicCopy();
    const file = join(dir, "images", "logo.svg");
    copyFileSync("tests/fixtures/hostile/svg/event-attribute.svg", file);
    expect(errorsFor(makeManifest(), dir)).toHaveLength(1);
    copyFileSync(join(dir, "images", "monash.svg"), file);
    // The same size and time would not be noticed; an editor's save changes the time.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(errorsFor(makeManifest(), dir)).toEqual([]);
  });

  it("a web page, or a link to a hostile file elsewhere, is refused like a hostile SVG", () => {
    const dir = publicCopy();
    writeFileSync(join(dir, "google1234.html"), "<script>fetch('/ran')</script>");
    symlinkSync(join(process.cwd(), "tests/fixtures/hostile/svg/handler.svg"), join(dir, "images", "linked.svg"));
    const errors = errorsFor(makeManifest(), dir);
    expect(errors).toEqual([
      expect.stringContaining(
        "public/google1234.html is a web page: every file in public/ is published as it is, and a page's scripts would run on the site's address (pages come from the manifest (routes); remove the file from public/)",
      ),
      expect.stringContaining("public/images/linked.svg holds a <handler> element (a script) (line 1, column 106)"),
    ]);
  });
});
