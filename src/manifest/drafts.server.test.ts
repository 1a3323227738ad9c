import { describe, expect, it } from "vitest";
import { makeManifest, makeRoute } from "../../tests/factories";
import type { Block, SiteManifest } from "../generated/manifest";
import { routeTable } from "../routes/table";
import { sitemapXml } from "../seo/sitemap";
import { pageData } from "./page-data.server";

/**
 * The fixture with a blog list on /blog, a teaser of 3 on the home page, a second, older published
 * article and two drafts: an article and a visa page listed in the header and in a menu column of its own.
 */
function site(): SiteManifest {
  const manifest = makeManifest();
  const home = manifest.routes[0];
  if (home.template === "page")
    home.blocks.push({ type: "blog-teaser", heading: { mn: "Блог", en: "Blog" }, count: 3, viewAll: "/blog" });
  const blog = makeRoute("page", {
    path: "/blog",
    title: { mn: "Блог", en: "Blog" },
    blocks: [{ type: "blog-list", heading: { mn: "Нийтлэлүүд", en: "Articles" } }],
  });
  const article = (path: string, status?: "draft") =>
    makeRoute("article", {
      path,
      published: "2026-03-01",
      title: { mn: path, en: path },
      ...(status ? { status } : {}),
    });
  const visa = makeRoute("visa", {
    path: "/services/new-visa",
    title: { mn: "Жишээ", en: "Example" },
    status: "draft",
  });
  manifest.routes.push(blog, article("/blog/new-post", "draft"), article("/blog/second-post"), visa);
  manifest.navigation.header.links.push({ path: "/services/new-visa" });
  manifest.navigation.header.menus[0].columns.push({
    heading: { mn: "Шинэ", en: "New" },
    links: [{ path: "/services/new-visa#requirements" }],
  });
  return manifest;
}

const finder = (manifest: SiteManifest) => {
  const block = (manifest.routes[0] as { blocks: Block[] }).blocks[1];
  if (block.type !== "visa-finder") throw new Error("the fixture's home page has no visa finder second");
  return block;
};

describe("a draft is never published", () => {
  it("has no address in the route table, so no page is built for it in either language", () => {
    const paths = routeTable(site()).map((entry) => entry.path);
    expect(paths).toContain("/en/blog/second-post");
    expect(paths.filter((path) => /new-visa|new-post/.test(path))).toEqual([]);
    expect(pageData(site(), "/services/new-visa").page).toBeNull();
    expect(pageData(site(), "/en/blog/new-post").page).toBeNull();
  });

  it("is not in the sitemap", () => {
    const xml = sitemapXml(site());
    expect(xml).toContain("/en/blog/second-post");
    expect(xml).not.toMatch(/new-visa|new-post/);
  });

  it("is not in the blog list, its counts or the home page's teaser", () => {
    const list = pageData(site(), "/en/blog");
    expect(list.articles.map((a) => a.path)).toEqual(["/blog/first-post", "/blog/second-post"]);
    expect(list.listing).toMatchObject({ total: 2, pages: 1 });
    expect(pageData(site(), "/").articles.map((a) => a.path)).toEqual(["/blog/first-post", "/blog/second-post"]);
  });

  it("is hidden from every menu, and so is a column left empty by it; its entries stay in the manifest", () => {
    const manifest = site();
    const { header, footer } = pageData(manifest, "/en/about").chrome;
    expect(header.links.map((l) => l.path)).toEqual(["/", "/about"]);
    expect(header.menus[0].columns.map((c) => c.heading)).toEqual(["Visas"]);
    expect(JSON.stringify({ header, footer })).not.toContain("new-visa");
    expect(manifest.navigation.header.links.at(-1)).toEqual({ path: "/services/new-visa" });
  });

  it("is left out of the visa finder: a rule that recommends it is not sent to the page", () => {
    const manifest = site();
    finder(manifest).rules.unshift({ ...finder(manifest).rules[0], recommend: "/services/new-visa" });
    const data = pageData(manifest, "/en");
    const shown = data.page?.template === "page" ? data.page.blocks[1] : undefined;
    expect(shown?.type === "visa-finder" && shown.rules.map((r) => r.recommend)).toEqual([
      "/services/working-holiday",
      "/services/working-holiday",
    ]);
    expect(Object.keys(data.refs)).toEqual(["/services/working-holiday"]);
  });

  it("appears everywhere once published", () => {
    const manifest = site();
    for (const route of manifest.routes) delete route.status;
    expect(routeTable(manifest).map((e) => e.path)).toContain("/en/services/new-visa");
    expect(pageData(manifest, "/en/services/new-visa").page?.title).toBe("Example");
    expect(pageData(manifest, "/en/about").chrome.header.links.map((l) => l.label)).toContain("Example");
    expect(pageData(manifest, "/en/blog").articles).toHaveLength(3);
  });
});
