import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultPerPage, isListingPath, listingPath } from "./listing";
import { localizePath, parsePath, routeTable } from "./table";

const manifest = {
  routes: [
    { path: "/", template: "page" as const },
    { path: "/about", template: "page" as const },
    { path: "/services/working-holiday", template: "visa" as const },
  ],
};

describe("routeTable", () => {
  it("lists every route in Mongolian at its own path and in English under /en", () => {
    expect(routeTable(manifest).map((e) => [e.id, e.path, e.lang, e.template])).toEqual([
      ["mn:/", "/", "mn", "page"],
      ["mn:/about", "/about", "mn", "page"],
      ["mn:/services/working-holiday", "/services/working-holiday", "mn", "visa"],
      ["en:/", "/en", "en", "page"],
      ["en:/about", "/en/about", "en", "page"],
      ["en:/services/working-holiday", "/en/services/working-holiday", "en", "visa"],
    ]);
  });

  it("gives every entry a unique path and id", () => {
    const table = routeTable(manifest);
    expect(new Set(table.map((e) => e.path)).size).toBe(table.length);
    expect(new Set(table.map((e) => e.id)).size).toBe(table.length);
  });
});

describe("the pages of the blog list", () => {
  // 25 articles, 10 a page: 15 about visas, 10 about work, none yet about study.
  const categories = ["visa", "work", "study"];
  const blog = {
    settings: { blogCategories: categories.map((id) => ({ id })) },
    routes: [
      { path: "/", template: "page" as const },
      { path: "/blog", template: "page" as const, blocks: [{ type: "blog-list", perPage: 10 }] },
      ...Array.from({ length: 25 }, (_, i) => ({
        path: `/blog/post-${i + 1}`,
        template: "article" as const,
        category: i < 15 ? "visa" : "work",
      })),
    ],
  };
  const table = routeTable(blog);

  it("follows the list's page with its other pages and each category's, in both languages, as many pages as the articles need", () => {
    const lists = table.filter((e) => e.listing).map((e) => [e.id, e.path, e.listing]);
    const mn = [
      ["/blog", { page: 1 }],
      ["/blog/page/2", { page: 2 }],
      ["/blog/page/3", { page: 3 }],
      ["/blog/category/visa", { category: "visa", page: 1 }],
      ["/blog/category/visa/page/2", { category: "visa", page: 2 }],
      ["/blog/category/work", { category: "work", page: 1 }],
      // A category without articles still has its page, which says so.
      ["/blog/category/study", { category: "study", page: 1 }],
    ] as const;
    expect(lists).toEqual([
      ...mn.map(([path, listing]) => [`mn:${path}`, path, listing]),
      ...mn.map(([path, listing]) => [`en:${path}`, `/en${path}`, listing]),
    ]);
    expect(table.slice(0, 9).map((e) => e.path)).toEqual([
      "/",
      "/blog",
      "/blog/page/2",
      "/blog/page/3",
      "/blog/category/visa",
      "/blog/category/visa/page/2",
      "/blog/category/work",
      "/blog/category/study",
      "/blog/post-1",
    ]);
  });

  it("gives each of them the list's template and route, a unique id, and reads each back as the path it was made from", () => {
    expect(new Set(table.map((e) => e.id)).size).toBe(table.length);
    for (const entry of table.filter((e) => e.listing)) {
      expect([entry.template, entry.index]).toEqual(["page", 1]);
      expect(parsePath(entry.path)).toEqual({ lang: entry.lang, source: entry.source });
    }
  });

  it("is made 12 articles a page when the block does not say (the schema's default), and not at all without a list", () => {
    const schema = JSON.parse(readFileSync("schema/blocks/blog-list.schema.json", "utf8"));
    expect(schema.properties.perPage.default).toBe(defaultPerPage);
    // 24 articles: two pages of 12 (three of 10).
    const unsized = {
      ...blog,
      routes: blog.routes.slice(0, -1).map((r) => (r.path === "/blog" ? { ...r, blocks: [{ type: "blog-list" }] } : r)),
    };
    expect(
      routeTable(unsized)
        .filter((e) => e.lang === "mn" && e.listing)
        .map((e) => e.path),
    ).toEqual([
      "/blog",
      "/blog/page/2",
      "/blog/category/visa",
      "/blog/category/visa/page/2",
      "/blog/category/work",
      "/blog/category/study",
    ]);
    expect(routeTable({ ...blog, routes: blog.routes.filter((r) => r.path !== "/blog") }).some((e) => e.listing)).toBe(
      false,
    );
  });
});

describe("listingPath and isListingPath", () => {
  it("make the list's addresses and know them, wherever the list is", () => {
    expect(listingPath("/blog", { page: 1 })).toBe("/blog");
    expect(listingPath("/blog", { category: "visa", page: 2 })).toBe("/blog/category/visa/page/2");
    expect(listingPath("/", { page: 1 })).toBe("/");
    expect(listingPath("/", { page: 3 })).toBe("/page/3");
    for (const path of ["/blog/page", "/blog/page/2", "/blog/category", "/blog/category/visa"])
      expect(isListingPath("/blog", path), path).toBe(true);
    for (const path of ["/blog", "/blog/pages", "/blog/page-2", "/blog/category-guide", "/news/page/2"])
      expect(isListingPath("/blog", path), path).toBe(false);
  });
});

describe("localizePath", () => {
  it("keeps Mongolian paths and prefixes English ones, anchors included", () => {
    expect(localizePath("/about", "mn")).toBe("/about");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/about", "en")).toBe("/en/about");
    expect(localizePath("/#process", "en")).toBe("/en#process");
    expect(localizePath("/about#team", "en")).toBe("/en/about#team");
  });
});

describe("parsePath", () => {
  it("reads the language and the manifest path back from a URL", () => {
    expect(parsePath("/en")).toEqual({ lang: "en", source: "/" });
    expect(parsePath("/en/about/")).toEqual({ lang: "en", source: "/about" });
    expect(parsePath("/english")).toEqual({ lang: "mn", source: "/english" });
    expect(parsePath("/")).toEqual({ lang: "mn", source: "/" });
  });
});
