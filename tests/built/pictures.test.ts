import { JSDOM } from "jsdom";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const client = "build/client";

/** Every page of the build, as a browser reads its HTML. */
const pages = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".html"))
  .map((name) => ({
    path: "/" + name.split(sep).slice(0, -1).join("/"),
    document: new JSDOM(readFileSync(join(client, name), "utf8")).window.document,
  }))
  // A redirect's page at an old address shows nothing (tests/built/move.test.ts checks those).
  .filter(({ document }) => !document.querySelector('meta[http-equiv="refresh"]'));

/** The file of the built site a URL of the site names. */
const fileOf = (url: string) => join(client, ...new URL(url, "https://site.invalid").pathname.split("/"));
const urlsOf = (srcset: string) => srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0]);

describe("the pictures of every built page", () => {
  it("have their width, height and alt text, so that nothing moves as they load and each is described", () => {
    let count = 0;
    for (const { path, document } of pages)
      for (const img of document.querySelectorAll("img")) {
        count++;
        const where = `${path}: ${img.outerHTML.slice(0, 160)}`;
        expect(img.hasAttribute("alt"), where).toBe(true);
        expect(Number(img.getAttribute("width")), where).toBeGreaterThan(0);
        expect(Number(img.getAttribute("height")), where).toBeGreaterThan(0);
      }
    expect(count).toBeGreaterThan(0);
  });

  it("name only files the build wrote, in every src and srcset", () => {
    const named = new Set<string>();
    for (const { document } of pages) {
      for (const img of document.querySelectorAll("img[src]")) named.add(img.getAttribute("src")!);
      for (const element of document.querySelectorAll("img[srcset], source[srcset]"))
        for (const url of urlsOf(element.getAttribute("srcset")!)) named.add(url);
    }
    const missing = [...named].filter((url) => !existsSync(fileOf(url)));
    expect(missing).toEqual([]);
  });

  it("of the page's content are lazy, but for at most one fetched first (the header's logo is on the first screen)", () => {
    for (const { path, document } of pages) {
      const first = document.querySelectorAll('img[fetchpriority="high"]');
      expect(first.length, path).toBeLessThanOrEqual(1);
      for (const img of first) expect(img.hasAttribute("loading"), path).toBe(false);
      for (const img of document.querySelectorAll("main img:not([fetchpriority])"))
        expect(img.getAttribute("loading"), `${path}: ${img.getAttribute("src")}`).toBe("lazy");
    }
  });
});

describe("each page's share image", () => {
  const shared = pages.flatMap(({ path, document }) => {
    const meta = (name: string) =>
      document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute("content") ?? undefined;
    const og = meta("og:image");
    return og
      ? [
          {
            path,
            og,
            twitter: meta("twitter:image"),
            width: meta("og:image:width"),
            height: meta("og:image:height"),
            title: meta("og:title"),
            alt: meta("og:image:alt"),
          },
        ]
      : [];
  });

  it("is named by every page that can be shared, with its size, and the same for Twitter", () => {
    const indexable = pages.filter(({ document }) => !document.querySelector('meta[name="robots"][content="noindex"]'));
    expect(shared.map((s) => s.path).sort()).toEqual(indexable.map((p) => p.path).sort());
    for (const card of shared) {
      expect(card.twitter, card.path).toBe(card.og);
      expect([card.width, card.height], card.path).toEqual(["1200", "630"]);
      expect(card.alt, card.path).toBe(card.title);
    }
  });

  it("exists in the built site at 1200×630", async () => {
    const files = [...new Set(shared.map((s) => fileOf(s.og)))];
    for (const file of files) expect(await sharp(file).metadata(), file).toMatchObject({ width: 1200, height: 630 });
    // Pages in two languages never share a card: each shows its own title.
    const mn = shared.find((s) => s.path === "/about");
    const en = shared.find((s) => s.path === "/en/about");
    expect(mn?.og).not.toBe(en?.og);
  });
});
