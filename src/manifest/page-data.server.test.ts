import { describe, expect, it } from "vitest";
import { makeManifest, makeRoute } from "../../tests/factories";
import type { SiteManifest } from "../generated/manifest";
import { pageData } from "./page-data.server";

/** The fixture's interface words and those the blog list's pages are named with. */
const words: SiteManifest["interface"] = {
  ...makeManifest().interface,
  "nav.home": { mn: "Нүүр", en: "Home" },
  "blog.categoryTitle": { mn: "{category} ангиллын нийтлэлүүд", en: "{category} articles" },
  "blog.categoryDescription": {
    mn: "«{category}» ангилалд багтах нийтлэлүүд. {description}",
    en: "Articles in the {category} category. {description}",
  },
  "blog.pageTitle": { mn: "{title}, {n}-р хуудас", en: "{title}, page {n}" },
  "blog.pageDescription": {
    mn: "Нийт {pages} хуудасны {n}-р хуудас. {description}",
    en: "Page {n} of {pages}. {description}",
  },
};

/** The fixture site with a blog list of 10 a page on /blog and `count` articles, all about visas. */
function blogSite(count: number): SiteManifest {
  const fixture = makeManifest({ interface: words });
  const list = makeRoute("page", {
    path: "/blog",
    title: { mn: "Блог", en: "Blog" },
    blocks: [{ type: "blog-list", heading: { mn: "Нийтлэлүүд", en: "Articles" }, perPage: 10 }],
  });
  const articles = Array.from({ length: count }, (_, i) =>
    makeRoute("article", { path: `/blog/post-${i + 1}`, title: { mn: `Нийтлэл ${i + 1}`, en: `Post ${i + 1}` } }),
  );
  return {
    ...fixture,
    routes: [...fixture.routes.filter((r) => r.template !== "article"), list, ...articles] as SiteManifest["routes"],
  };
}

describe("the data of a page of the blog list", () => {
  const site = blogSite(25);

  it("holds that page's articles only, the count of all of them, the categories and where the page stands", () => {
    const data = pageData(site, "/en/blog/page/2");
    expect(data.articles.map((a) => a.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Post ${i + 11}`));
    expect(data.listing).toEqual({ path: "/blog", page: 2, pages: 3, total: 25 });
    expect(data.categories.map((c) => c.id)).toEqual(["visa", "study"]);
    expect(pageData(site, "/en/blog/page/3").articles).toHaveLength(5);
  });

  it("has its own title, description and alternates, and the blog in its trail", () => {
    const data = pageData(site, "/blog/category/visa/page/2");
    expect(data.page?.title).toBe("Виз ангиллын нийтлэлүүд, 2-р хуудас");
    expect(data.page?.description).toMatch(/^Нийт 3 хуудасны 2-р хуудас\. «Виз» ангилалд багтах нийтлэлүүд\. /);
    expect(data.alternates).toEqual({ mn: "/blog/category/visa/page/2", en: "/en/blog/category/visa/page/2" });
    expect(data.trail).toEqual([
      { path: "/", title: words["nav.home"].mn },
      { path: "/blog", title: "Блог" },
      { path: "/blog/category/visa", title: "Виз ангиллын нийтлэлүүд" },
    ]);
    expect(pageData(site, "/en/blog/category/study")).toMatchObject({
      articles: [],
      listing: { category: "study", page: 1, pages: 1, total: 0 },
      page: { title: "Study articles" },
    });
  });

  it("is the same size whatever the number of articles", () => {
    const size = (count: number) => JSON.stringify(pageData(blogSite(count), "/en/blog/page/2")).length;
    // Only the counts' digits differ: "pages":3,"total":25 and "Page 2 of 3" against 300, 2999 and 300.
    expect(size(2999) - size(25)).toBe(6);
  });
});

describe("a menu link to a page the blog list makes", () => {
  it("is called by that page's title", () => {
    const site = blogSite(3);
    site.navigation.footer.columns[0].links.push({ path: "/blog/category/study" });
    expect(pageData(site, "/en/about").chrome.footer.columns[0].links.at(-1)).toEqual({
      path: "/blog/category/study",
      label: "Study articles",
    });
  });
});

describe("an unknown address under the blog", () => {
  it.each(["/blog/category/nope", "/blog/page/99", "/en/blog/no-such-post"])(
    "%s is the not-found page, which sends the visitor to the blog list",
    (path) => {
      expect(pageData(blogSite(25), path)).toMatchObject({
        page: null,
        redirects: [{ prefix: "/blog/", to: "/blog" }],
      });
    },
  );
});

describe("the order of articles", () => {
  // Written oldest first, with two of the same date whose Mongolian titles sort otherwise than
  // their English ones, and one article in another category.
  const written = [
    { path: "/blog/old", published: "2026-01-05", mn: "Хуучин", en: "Old", category: "visa" },
    { path: "/blog/b", published: "2026-09-15", mn: "Б нийтлэл", en: "A post", category: "visa" },
    { path: "/blog/a", published: "2026-09-15", mn: "А нийтлэл", en: "B post", category: "visa" },
    { path: "/blog/study", published: "2026-08-18", mn: "Сурах", en: "Study", category: "study" },
    { path: "/blog/new", published: "2026-10-01", mn: "Шинэ", en: "New", category: "visa" },
  ];
  function site(): SiteManifest {
    const manifest = blogSite(0);
    const home = manifest.routes[0];
    if (home.template === "page")
      home.blocks.push({ type: "blog-teaser", heading: { mn: "Блог", en: "Blog" }, count: 3, viewAll: "/blog" });
    for (const { path, published, mn, en, category } of written)
      manifest.routes.push(makeRoute("article", { path, published, category, title: { mn, en } }));
    return manifest;
  }
  const titles = (path: string) => pageData(site(), path).articles.map((a) => a.title);

  it("is newest first on the blog list, the same date by Mongolian title, in both languages", () => {
    expect(titles("/en/blog")).toEqual(["New", "B post", "A post", "Study", "Old"]);
    expect(titles("/blog")).toEqual(["Шинэ", "А нийтлэл", "Б нийтлэл", "Сурах", "Хуучин"]);
  });

  it("is newest first on a category's page and in the home page's teaser", () => {
    expect(titles("/en/blog/category/visa")).toEqual(["New", "B post", "A post", "Old"]);
    expect(titles("/en/blog/category/study")).toEqual(["Study"]);
    expect(titles("/en")).toEqual(["New", "B post", "A post"]);
  });
});

describe("a page's texts", () => {
  it("are typeset: a Mongolian case ending, a range and a number's word stay on their line, two words joined by a hyphen as written", () => {
    const fixture = makeManifest();
    const page = makeRoute("article", {
      path: "/blog/usa",
      title: { mn: "АНУ-ын виз, 3-5 долоо хоног", en: "US visa in 3-5 weeks" },
      description: { mn: "Англо-саксоны эрх зүй", en: "Well-known schools" },
    });
    const site = { ...fixture, routes: [...fixture.routes, page] as SiteManifest["routes"] };
    const mn = pageData(site, "/blog/usa").page!;
    expect(mn.title).toBe("АНУ\u2011ын виз, 3\u20115\u00a0долоо хоног");
    expect(mn.description).toBe("Англо-саксоны эрх зүй");
    expect(pageData(site, "/en/blog/usa").page!.title).toBe("US visa in 3\u20115\u00a0weeks");
    expect(pageData(site, "/en/blog/usa").page!.description).toBe("Well-known schools");
  });
});
