import { decodeHTML } from "entities";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticlePage, SiteManifest } from "../../src/generated/manifest";
import { resolveFacts } from "../../src/content/facts";
import { routeTable } from "../../src/routes/table";
import { isDraft } from "../../src/routes/status";
import { startServer } from "./server";

const manifest: SiteManifest = resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8")));
const table = routeTable(manifest);
const client = "build/client";

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe("every page of the route table, in both languages", () => {
  it.each(table.map((e) => [e.path, e] as const))("%s is served with its language and title", async (_, entry) => {
    const response = await fetch(server.base + entry.path);
    expect(response.status).toBe(200);
    const html = decodeHTML(await response.text());
    expect(html).toContain(`<html lang="${entry.lang}"`);
    const route = manifest.routes[entry.index];
    const description = html.match(/<meta name="description" content="([^"]*)"\/>/)?.[1];
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    if (!entry.listing) {
      expect(description).toBe(route.description[entry.lang]);
      expect(title).toContain(entry.source === "/" ? manifest.settings.name[entry.lang] : route.title[entry.lang]);
      return;
    }
    // The blog list's other pages name their category and page number, and keep the list's description.
    const words = (key: string, name: string, value: string | number) =>
      manifest.interface[key][entry.lang].replace(`{${name}}`, String(value));
    const category = manifest.settings.blogCategories.find((c) => c.id === entry.listing!.category);
    const named = category
      ? words("blog.categoryTitle", "category", category.label[entry.lang])
      : route.title[entry.lang];
    expect(description).toContain(route.description[entry.lang]);
    expect(title).toContain(
      entry.listing.page > 1
        ? words("blog.pageTitle", "title", named).replace("{n}", String(entry.listing.page))
        : named,
    );
  });
});

describe("unknown paths", () => {
  it.each([
    ["/no-such-page", "mn"],
    ["/services/no-such-visa", "mn"],
    ["/en/no-such-page", "en"],
    // Pages the blog list would make with another category or more articles (the page's script then goes to /blog).
    ["/blog/category/nope", "mn"],
    ["/en/blog/page/99", "en"],
  ] as const)("%s answers 404 with the not-found page in %s", async (path, lang) => {
    const response = await fetch(server.base + path);
    expect(response.status).toBe(404);
    const html = decodeHTML(await response.text());
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(manifest.interface["notFound.title"][lang]);
    expect(html).toContain(manifest.interface["notFound.home"][lang]);
  });
});

describe("a page ships only its own data", () => {
  it("a category's page of the blog list holds the titles of its own articles and of no other", () => {
    const articles = manifest.routes.filter((r): r is ArticlePage => r.template === "article" && !isDraft(r));
    const { category } = articles[0];
    expect(articles.some((a) => a.category !== category)).toBe(true);
    const html = decodeHTML(readFileSync(join(client, "en", "blog", "category", category, "index.html"), "utf8"));
    for (const article of articles)
      expect(html.includes(article.title.en), article.path).toBe(article.category === category);
  });

  it("no JavaScript file contains page content", () => {
    const scripts = readdirSync(join(client, "assets")).filter((f) => f.endsWith(".js"));
    const code = scripts.map((f) => readFileSync(join(client, "assets", f), "utf8")).join("\n");
    for (const route of manifest.routes) expect(code).not.toContain(route.description.mn);
  });
});

describe("response headers, as in build/client/_headers", () => {
  it("cache hashed assets for a year and HTML not at all, with security headers", async () => {
    const page = await fetch(server.base + "/en/about");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const script = readdirSync(join(client, "assets")).find((f) => f.endsWith(".js"))!;
    const asset = await fetch(`${server.base}/assets/${script}`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await fetch(server.base + "/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("the site's stylesheet", () => {
  it("every page links the same one stylesheet, has no <style> of its own but the webfont's @font-face rules, and every class it uses has rules in the sheet", async () => {
    const sheets = new Set<string>();
    const unstyled = new Set<string>();
    for (const entry of table) {
      const html = await (await fetch(server.base + entry.path)).text();
      // The webfont's rules are inline: its files' names change with the text (src/render/fonts.tsx).
      expect(html.replace(/<style>(?:@font-face\{[^}]*\})+<\/style>/, ""), entry.path).not.toMatch(/<style[\s>]/);
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, entry.path).toHaveLength(1);
      sheets.add(links[0]);
      const css = readFileSync(join(client, links[0]), "utf8");
      for (const [, className] of html.matchAll(/class="[^"]*?\b(c-[0-9a-z]+)/g))
        if (!css.includes(`.${className}`)) unstyled.add(`${entry.path}: ${className}`);
    }
    expect([...sheets]).toHaveLength(1);
    expect([...unstyled]).toEqual([]);
  });
});
