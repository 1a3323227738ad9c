import { decodeHTML } from "entities";
import { describe, expect, it } from "vitest";
import { siteManifest } from "../../tests/render";
import { pageData } from "../manifest/page-data.server";
import { routeTable } from "../routes/table";
import type { PageAssets } from "./assets";
import { createPageRenderer, PageError } from "./render.server";

const manifest = siteManifest();
const assets: PageAssets = {
  stylesheet: "/assets/site-1.css",
  islands: {
    chrome: { src: "/assets/chrome-1.js", imports: [] },
    "visa-finder": { src: "/assets/visa-finder-1.js", imports: ["/assets/runtime-1.js"] },
  },
};
const renderPage = createPageRenderer((path) => pageData(manifest, path), assets);
const table = routeTable(manifest);
/** A page of the site in English that has the visa finder, and one that does not. */
const hasFinder = (path: string) =>
  manifest.routes.some(
    (r) => r.path === path && r.template === "page" && r.blocks.some((b) => b.type === "visa-finder"),
  );
const finderPage = table.find((e) => e.lang === "en" && hasFinder(e.source))!;
const plainPage = table.find((e) => e.lang === "en" && e.template === "visa")!;

const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1].trim());

describe("a page rendered by the build's renderer", () => {
  it("is a whole static document in its language, with its title, stylesheet and no framework runtime", async () => {
    const html = await renderPage(plainPage.path);
    const route = manifest.routes[plainPage.index];
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(decodeHTML(/<title>([^<]*)<\/title>/.exec(html)![1])).toBe(
      `${route.title.en} | ${manifest.settings.name.en}`,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-1.css"/>');
    // The one script the page runs is the chrome's island; its data blocks are never run.
    expect(scriptsOf(html).filter((s) => /src=/.test(s))).toEqual(['type="module" src="/assets/chrome-1.js"']);
    expect(scriptsOf(html).filter((s) => !/src=|application\/(ld\+)?json|speculationrules/.test(s))).toEqual([]);
    expect(html).not.toContain("visa-finder-1.js");
  });

  it("links the visa finder's island only where the finder is, with its props inline and no whole manifest", async () => {
    const html = await renderPage(finderPage.path);
    expect(html).toContain('<link rel="modulepreload" href="/assets/runtime-1.js"/>');
    expect(html).toContain('<script type="module" src="/assets/visa-finder-1.js"></script>');
    const props = /<div data-island="visa-finder"><script type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(props, "the finder's island has no props block").not.toBeNull();
    const { block, lang, refs } = JSON.parse(props![1]);
    expect(lang).toBe("en");
    expect(block.questions.length).toBeGreaterThan(0);
    // Only the pages its rules recommend, not the site's routes.
    expect(Object.keys(refs).sort()).toEqual(
      [...new Set(block.rules.map((r: { recommend: string }) => r.recommend))].sort(),
    );
  });

  it("lets browsers that support it load a page of the site as the pointer rests on its link", async () => {
    const html = await renderPage(plainPage.path);
    const rules = /<script type="speculationrules">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(rules![1])).toEqual({ prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] });
  });

  it("draws the not-found page of the URL's language for an unknown path, kept out of search engines", async () => {
    const html = await renderPage("/en/no-such-page");
    expect(html).toContain('<html lang="en">');
    expect(decodeHTML(/<h1>([^<]*)<\/h1>/.exec(html)![1])).toBe(manifest.interface["notFound.title"].en);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("is the same whether the menus, footer and icons are drawn once or on every page", async () => {
    const unshared = createPageRenderer((path) => pageData(manifest, path), assets, { shareParts: false });
    // Every page of the site, in the order the build renders them, the not-found pages among them:
    // the menus' own pages (marked as current) come in between pages that share the unmarked menu.
    for (const path of [...table.map((e) => e.path), "/404", "/en/404"])
      expect(await renderPage(path), path).toBe(await unshared(path));
  });

  it("names the page and its template when the template cannot draw it", async () => {
    const broken = createPageRenderer((path) => {
      const data = pageData(manifest, path);
      return { ...data, page: { ...data.page!, template: "no-such-template" } as unknown as typeof data.page };
    }, assets);
    await expect(broken(plainPage.path)).rejects.toThrow(PageError);
    await expect(broken(plainPage.path)).rejects.toThrow(
      `${plainPage.path} (template "no-such-template"): the page could not be drawn: No template is called "no-such-template"`,
    );
  });

  it("names the page when its data cannot be made", async () => {
    const failing = createPageRenderer(() => {
      throw new Error("the manifest has no such page");
    }, assets);
    await expect(failing("/en/about")).rejects.toThrow(
      "/en/about: the page's data could not be made: the manifest has no such page",
    );
  });
});
