import { JSDOM } from "jsdom";
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";

const client = "build/client";

/** Every HTML file of the build and the URL path it is served at. */
function builtPages(): { file: string; path: string }[] {
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => ({ file: join(client, name), path: "/" + name.split(sep).slice(0, -1).join("/") }));
}

const pages = builtPages().map(({ file, path }) => {
  const { document } = new JSDOM(readFileSync(file, "utf8")).window;
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? undefined;
  return {
    path,
    notFound: attr('meta[name="robots"]', "content") === "noindex",
    // A redirect's page at an old address (tests/built/move.test.ts checks those).
    redirect: document.querySelector('meta[http-equiv="refresh"]') !== null,
    title: document.title,
    description: attr('meta[name="description"]', "content"),
    canonical: attr('link[rel="canonical"]', "href"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute("hreflang")!,
        l.getAttribute("href")!,
      ]),
    ),
  };
});
const indexable = pages.filter((p) => !p.notFound && !p.redirect);
const base = new URL(indexable[0].canonical!).origin;
const pathOf = (url: string) => new URL(url).pathname;

describe("the head of every built page", () => {
  it("has a canonical URL that is absolute and points at the page itself", () => {
    for (const page of indexable) expect(page.canonical, page.path).toBe(base + page.path);
  });

  it("has mn, en and x-default alternates, reciprocal and self-referencing", () => {
    const byUrl = new Map(indexable.map((p) => [p.canonical!, p]));
    for (const page of indexable) {
      expect(Object.keys(page.alternates).sort(), page.path).toEqual(["en", "mn", "x-default"]);
      expect(Object.values(page.alternates), page.path).toContain(page.canonical);
      expect(page.alternates["x-default"], page.path).toBe(page.alternates.mn);
      for (const [lang, url] of Object.entries(page.alternates)) {
        const other = byUrl.get(url);
        expect(other, `${page.path} names ${url} (${lang}), which is not a built page`).toBeDefined();
        expect(other!.alternates, `${url} does not name ${page.path} back`).toEqual(page.alternates);
      }
    }
  });

  it("has a unique title and a description", () => {
    const titles = new Map<string, string>();
    for (const page of indexable) {
      expect(page.description, page.path).toBeTruthy();
      expect(titles.get(page.title), `${page.path} has the title of ${titles.get(page.title)}`).toBeUndefined();
      titles.set(page.title, page.path);
    }
  });

  it("of the 404 pages keeps them out of search results", () => {
    expect(
      pages
        .filter((p) => p.notFound && !p.redirect)
        .map((p) => p.path)
        .sort(),
    ).toEqual(["/404", "/en/404"]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  const sitemap = new JSDOM(readFileSync(join(client, "sitemap.xml"), "utf8"), { contentType: "text/xml" }).window
    .document;
  const urls = [...sitemap.getElementsByTagName("url")];

  it("list exactly the built pages", () => {
    expect(urls.map((u) => pathOf(u.getElementsByTagName("loc")[0].textContent!)).sort()).toEqual(
      indexable.map((p) => p.path).sort(),
    );
  });

  it("give each page the same alternates as its head", () => {
    const byPath = new Map(indexable.map((p) => [p.path, p]));
    for (const url of urls) {
      const loc = url.getElementsByTagName("loc")[0].textContent!;
      const links = [...url.getElementsByTagName("xhtml:link")].map((l) => [
        l.getAttribute("hreflang")!,
        l.getAttribute("href")!,
      ]);
      expect(Object.fromEntries(links), loc).toEqual(byPath.get(pathOf(loc))!.alternates);
    }
  });

  it("robots.txt points at the sitemap", () => {
    expect(readFileSync(join(client, "robots.txt"), "utf8")).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});
