// @vitest-environment jsdom
import { typeset } from "../../src/content/typography";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ArticlePage, BlockPage, SiteManifest } from "../../src/generated/manifest";
import { defaultPerPage, newestFirst } from "../../src/routes/listing";
import { isDraft } from "../../src/routes/status";
import { translate } from "../../src/i18n/strings";
import { renderPage, siteManifest } from "../../tests/render";

afterEach(cleanup);
const manifest = siteManifest();
const strings = Object.fromEntries(Object.entries(manifest.interface).map(([key, text]) => [key, text.en]));
/** An interface text as an English page shows it, with its number: "1 article", "Page 2". */
const en = (key: string, n?: number) => translate(strings, key, n === undefined ? undefined : { n }, "en");
// The published articles, newest first: the list leaves drafts out.
const articles = newestFirst(manifest.routes.filter((r): r is ArticlePage => r.template === "article" && !isDraft(r)));
const categories = manifest.settings.blogCategories;
const list = manifest.routes.find((r): r is BlockPage => r.template === "page" && r.blocks[0].type === "blog-list")!
  .blocks[0];
const perPage = (list.type === "blog-list" && list.perPage) || defaultPerPage;

/**
 * The real site with its articles replaced by `count` copies of the newest, "Article 1"…, each in the
 * category `categoryOf` gives it, and its blog list showing `perPage` articles a page. The copies share
 * a date, so the list orders them by title: "Нийтлэл 1", "Нийтлэл 2"… "Нийтлэл 10".
 */
function site(perPage: number, count: number, categoryOf = (_: number) => articles[0].category): SiteManifest {
  const copies = Array.from({ length: count }, (_, i) => ({
    ...articles[0],
    path: `/blog/article-${i + 1}`,
    title: { mn: `Нийтлэл ${i + 1}`, en: `Article ${i + 1}` },
    category: categoryOf(i),
  }));
  const routes = manifest.routes
    .filter((r) => r.template !== "article")
    .map((r) =>
      r.template === "page" && r.blocks[0].type === "blog-list"
        ? ({ ...r, blocks: [{ ...r.blocks[0], perPage }] } as BlockPage)
        : r,
    );
  return { ...manifest, routes: [...routes, ...copies] as SiteManifest["routes"] };
}
const titles = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `Article ${from + i}`);

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
    // Typeset, as every text of a page is (no line ends between "8" and "Tips").
    expect(cards()).toEqual(articles.slice(0, perPage).map((a) => typeset(a.title.en)));
    expect(screen.queryByRole("navigation", { name: en("blog.pagination") }) !== null).toBe(articles.length > perPage);
  });
});

describe("a category's page", () => {
  it("marks its category as current and shows only its articles and their count", () => {
    // Three articles, the second in another category than the first and the third.
    const [chosen, other] = categories;
    renderPage(
      site(10, 3, (i) => (i === 1 ? other.id : chosen.id)),
      `/en/blog/category/${chosen.id}`,
    );
    expect(links(en("blog.filter")).filter(([, , current]) => current)).toEqual([
      [chosen.label.en, `/en/blog/category/${chosen.id}`, "page"],
    ]);
    expect(screen.getByRole("status").textContent).toBe(en("blog.count", 2));
    expect(cards()).toEqual(["Article 1", "Article 3"]);
  });

  it("of a category with one article counts it in the singular", () => {
    const [chosen, other] = categories;
    renderPage(
      site(10, 3, (i) => (i === 1 ? other.id : chosen.id)),
      `/en/blog/category/${other.id}`,
    );
    expect(screen.getByRole("status").textContent).toBe(en("blog.count", 1));
    expect(en("blog.count", 1)).toBe("1 article");
    expect(cards()).toEqual(["Article 2"]);
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
    renderPage(site(4, 10), "/en/blog/page/2");
    expect(links(en("blog.pagination"))).toEqual([
      [en("blog.previous"), "/en/blog", null],
      [en("blog.pageLink", 1), "/en/blog", null],
      [en("blog.pageLink", 2), "/en/blog/page/2", "page"],
      [en("blog.pageLink", 3), "/en/blog/page/3", null],
      [en("blog.next"), "/en/blog/page/3", null],
    ]);
    expect(cards()).toEqual(titles(4, 5));
    expect(screen.getByRole("status").textContent).toBe(en("blog.count", 10));
    // All is still the choice, but its link leads to the first page, not to this one.
    expect(links(en("blog.filter"))[0]).toEqual([en("blog.all"), "/en/blog", "true"]);
  });

  it("of many pages shows the first, the last and the current page's neighbours, and keeps to the chosen category", () => {
    // 30 articles, every third in another category: 20 in the chosen one, 10 pages of 2.
    const [chosen, other] = categories;
    renderPage(
      site(2, 30, (i) => (i % 3 === 2 ? other.id : chosen.id)),
      `/en/blog/category/${chosen.id}/page/3`,
    );
    // What is seen: the "…" is hidden from screen readers, whose list has the links alone.
    expect([...nav(en("blog.pagination")).querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      en("blog.previous"),
      "1",
      "2",
      "3",
      "4",
      "…",
      "10",
      en("blog.next"),
    ]);
    expect(links(en("blog.pagination")).find(([, , current]) => current)).toEqual([
      en("blog.pageLink", 3),
      `/en/blog/category/${chosen.id}/page/3`,
      "page",
    ]);
    // Page 3 holds the chosen category's 5th and 6th articles: the 7th and 8th of all.
    expect(cards()).toEqual(["Article 7", "Article 8"]);
  });
});
