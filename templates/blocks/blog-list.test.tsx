// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ArticlePage, BlockPage, SiteManifest } from "../../src/generated/manifest";
import { renderPage, siteManifest } from "../../tests/render";

afterEach(cleanup);
const manifest = siteManifest();
const en = (key: string, n?: number) => manifest.interface[key].en.replace("{n}", String(n));
const articles = manifest.routes.filter((r): r is ArticlePage => r.template === "article");
const categories = manifest.settings.blogCategories;

/** The real site with `extra` more articles (copies of the first) and `perPage` articles a page. */
function site(perPage: number, extra = 0): SiteManifest {
  const copies = Array.from({ length: extra }, (_, i) => ({ ...articles[0], path: `/blog/extra-${i + 1}` }));
  const routes = manifest.routes.map((r) =>
    r.template === "page" && r.blocks[0].type === "blog-list"
      ? ({ ...r, blocks: [{ ...r.blocks[0], perPage }] } as BlockPage)
      : r,
  );
  return { ...manifest, routes: [...routes, ...copies] as SiteManifest["routes"] };
}

const nav = (name: string) => screen.getByRole("navigation", { name });
/** Each link of a navigation: its accessible name, where it goes, and whether it is marked as current. */
const links = (name: string) =>
  within(nav(name))
    .getAllByRole("link")
    .map((a) => [
      a.getAttribute("aria-label") ?? a.textContent,
      a.getAttribute("href"),
      a.getAttribute("aria-current"),
    ]);
const cards = () => screen.queryAllByRole("article").map((a) => within(a).getByRole("heading").textContent);

describe("the blog list's first page (/en/blog)", () => {
  it("links to every article (All, current) and to each category's page in the settings' order, counts every article and shows their cards", () => {
    renderPage(manifest, "/en/blog");
    expect(links(en("blog.filter"))).toEqual([
      [en("blog.all"), "/en/blog", "page"],
      ...categories.map((c) => [c.label.en, `/en/blog/category/${c.id}`, null]),
    ]);
    expect(screen.getByRole("status").textContent).toBe(en("blog.count", articles.length));
    expect(cards()).toEqual(articles.map((a) => a.title.en));
    expect(screen.queryByRole("navigation", { name: en("blog.pagination") })).toBeNull();
  });
});

describe("a category's page", () => {
  it("marks its category as current and shows only its articles and their count", () => {
    const visa = articles.filter((a) => a.category === "visa");
    renderPage(manifest, "/en/blog/category/visa");
    expect(links(en("blog.filter")).filter(([, , current]) => current)).toEqual([
      [categories.find((c) => c.id === "visa")!.label.en, "/en/blog/category/visa", "page"],
    ]);
    expect(screen.getByRole("status").textContent).toBe(en("blog.count", visa.length));
    expect(cards()).toEqual(visa.map((a) => a.title.en));
  });

  it("of a category without articles says so and shows no card", () => {
    const empty = { id: "empty-category", label: { mn: "Хоосон ангилал", en: "Empty category" } };
    renderPage(
      { ...manifest, settings: { ...manifest.settings, blogCategories: [...categories, empty] } },
      "/en/blog/category/empty-category",
    );
    expect(screen.getByRole("status").textContent).toBe(manifest.interface["blog.empty"].en);
    expect(cards()).toEqual([]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      manifest.interface["blog.categoryTitle"].en.replace("{category}", empty.label.en),
    );
  });
});

describe("pagination", () => {
  it("page 2 of 3 links to the page before, each page and the page after, marks itself, and counts every article", () => {
    renderPage(site(4), "/en/blog/page/2");
    expect(links(en("blog.pagination"))).toEqual([
      [en("blog.previous"), "/en/blog", null],
      [en("blog.pageLink", 1), "/en/blog", null],
      [en("blog.pageLink", 2), "/en/blog/page/2", "page"],
      [en("blog.pageLink", 3), "/en/blog/page/3", null],
      [en("blog.next"), "/en/blog/page/3", null],
    ]);
    expect(cards()).toEqual(articles.slice(4, 8).map((a) => a.title.en));
    expect(screen.getByRole("status").textContent).toBe(en("blog.count", articles.length));
    // All is still the choice, but its link leads to the first page, not to this one.
    expect(links(en("blog.filter"))[0]).toEqual([en("blog.all"), "/en/blog", "true"]);
  });

  it("of many pages shows the first, the last and the current page's neighbours, and keeps to the chosen category", () => {
    renderPage(site(2, 20), "/en/blog/category/education/page/3");
    const education = [...articles, ...Array(20).fill(articles[0])].filter((a) => a.category === "education");
    const pages = Math.ceil(education.length / 2);
    expect(pages).toBeGreaterThan(6);
    // What is seen: the "…" is hidden from screen readers, whose list has the links alone.
    expect([...nav(en("blog.pagination")).querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      en("blog.previous"),
      "1",
      "2",
      "3",
      "4",
      "…",
      String(pages),
      en("blog.next"),
    ]);
    expect(links(en("blog.pagination")).find(([, , current]) => current)).toEqual([
      en("blog.pageLink", 3),
      "/en/blog/category/education/page/3",
      "page",
    ]);
    expect(cards()).toHaveLength(2);
  });
});
