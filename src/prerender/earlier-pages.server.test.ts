import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checklistHref } from "../checklist/href";
import type { PageData } from "../manifest/page-data";
import type { PageAssets } from "../render/assets";
import {
  builtBySameCode,
  clearAllButPages,
  earlierPages,
  keepFile,
  pageDigests,
  pageKeys as keysOf,
  recordPages,
  removeUnwritten,
} from "./earlier-pages.server";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "earlier-pages-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const assets = { stylesheet: "/assets/site-1.css", islands: {} } as PageAssets;
const chrome = { siteName: "Site", menus: ["About"] } as unknown as PageData["chrome"];
const data = (extra: object = {}) =>
  ({ lang: "en", page: { path: "/about", title: "About" }, chrome, ...extra }) as unknown as PageData;
const share = { url: "/share/a.png", width: 1200, height: 630, type: "image/png" };
/** A page's key made as the prerender makes it: its digest, then its key. */
const pageKeys =
  (code: string, files: PageAssets) =>
  (page: PageData, image: typeof share): string =>
    keysOf(code, files)(pageDigests()(page, image), page.page ? checklistHref(page.page.path, page.lang) : undefined);

describe("a page's key", () => {
  it("is the same for the same code, files and data, so that the page is kept", () => {
    expect(pageKeys("code", assets)(data(), share)).toBe(pageKeys("code", { ...assets })(data(), { ...share }));
  });

  it.each([
    ["its data", pageKeys("code", assets)(data({ lang: "mn" }), share)],
    ["the menus and footer", pageKeys("code", assets)({ ...data(), chrome: { ...chrome, siteName: "New" } }, share)],
    ["the code", pageKeys("other code", assets)(data(), share)],
    ["the files it links", pageKeys("code", { ...assets, stylesheet: "/assets/site-2.css" })(data(), share)],
    ["its share image", pageKeys("code", assets)(data(), { ...share, url: "/share/b.png" })],
    [
      "its checklist's size",
      pageKeys("code", { ...assets, checklists: { "/checklists/about-en.pdf": 2 } })(data(), share),
    ],
  ])("changes with %s, so that the page is drawn again", (_, key) => {
    expect(key).not.toBe(pageKeys("code", assets)(data(), share));
  });
});

it("stays the same when another page's checklist changes", () => {
  const sizes = (other: number) => ({
    ...assets,
    checklists: { "/checklists/about-en.pdf": 1, "/checklists/visa-en.pdf": other },
  });
  expect(pageKeys("code", sizes(1))(data(), share)).toBe(pageKeys("code", sizes(2))(data(), share));
});

describe("the record of a build's pages", () => {
  const pages = [{ file: "about/index.html", key: "k1", rules: ["/about\n  Content-Security-Policy: x"] }];

  it("is read back as written, by the same code", () => {
    recordPages(dir, "code", pages);
    expect([...earlierPages(dir, "code").values()]).toEqual(pages);
    expect(builtBySameCode(dir, "code")).toBe(true);
  });

  it.each([
    ["there is no earlier build", undefined],
    ["the earlier build has no record", "missing"],
    ["the record was cut short", "cut"],
    ["the record is of other code", "other"],
  ])("is empty when %s, so that every page is drawn", (_, kind) => {
    if (kind === "cut" || kind === "other") recordPages(dir, kind === "cut" ? "code" : "other code", pages);
    if (kind === "cut") {
      const [record] = readdirSync(dir);
      writeFileSync(join(dir, record), readFileSync(join(dir, record), "utf8").slice(0, 20));
    }
    expect(earlierPages(kind === undefined ? undefined : dir, "code").size).toBe(0);
    expect(builtBySameCode(kind === undefined ? undefined : dir, "code")).toBe(kind === "cut");
  });
});

describe("keeping a page's file", () => {
  it("puts the earlier file's content at the new place", () => {
    mkdirSync(join(dir, "old"));
    mkdirSync(join(dir, "new"));
    writeFileSync(join(dir, "old", "index.html"), "<p>page</p>");
    expect(keepFile(join(dir, "old", "index.html"), join(dir, "new", "index.html"))).toBe(true);
    // The earlier build is deleted after the swap: the new site's file stays.
    rmSync(join(dir, "old"), { recursive: true });
    expect(readFileSync(join(dir, "new", "index.html"), "utf8")).toBe("<p>page</p>");
  });

  it("says so when the earlier file is not there, so that the page is drawn", () => {
    expect(keepFile(join(dir, "gone.html"), join(dir, "index.html"))).toBe(false);
    expect(existsSync(join(dir, "index.html"))).toBe(false);
  });
});

describe("a build folder written over by a rebuild", () => {
  /** A built site in `dir`: two pages recorded, and the files a build writes beside them. */
  function builtSite() {
    const files: Record<string, string> = {
      "about/index.html": "<p>about</p>",
      "about/team/index.html": "<p>team</p>",
      "old/redirect/index.html": "<meta http-equiv=refresh>",
      "assets/site-1.css": "body{}",
      "checklists/services/visa-en.pdf": "%PDF",
      _headers: "/about\n  X: y",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, "client", name, ".."), { recursive: true });
      writeFileSync(join(dir, "client", name), text);
    }
    writeFileSync(join(dir, "pages-other.json"), "[]");
    recordPages(dir, "code", [
      { file: join("about", "index.html"), key: "k1", rules: [] },
      { file: join("about", "team", "index.html"), key: "k2", rules: [] },
    ]);
  }
  const files = () =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  const folders = () =>
    readdirSync(join(dir, "client"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();

  it("keeps only its recorded pages, for the build to keep or replace, and makes everything else again", () => {
    builtSite();
    clearAllButPages(dir, "code");
    expect(files()).toEqual([
      join("client", "about", "index.html"),
      join("client", "about", "team", "index.html"),
      "pages-code.json",
    ]);
    // The folders that held only other files are gone too.
    expect(folders()).toEqual([join("client", "about"), join("client", "about", "team")]);
  });

  it("forgets a page its record lists whose file is gone, so that the build draws it again", () => {
    builtSite();
    rmSync(join(dir, "client", "about", "team", "index.html"));
    clearAllButPages(dir, "code");
    expect([...earlierPages(dir, "code").keys()]).toEqual([join("about", "index.html")]);
  });

  it("then loses the pages the build did not write again, and their folders, but a folder that holds another page", () => {
    builtSite();
    clearAllButPages(dir, "code");
    const team = { file: join("about", "team", "index.html"), key: "k2", rules: [] };
    removeUnwritten(join(dir, "client"), earlierPages(dir, "code"), [team]);
    expect(files()).toEqual([join("client", "about", "team", "index.html"), "pages-code.json"]);
    removeUnwritten(join(dir, "client"), earlierPages(dir, "code"), []);
    expect(folders()).toEqual([]);
  });
});
