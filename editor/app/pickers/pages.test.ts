import { describe, expect, it } from "vitest";
import { makeManifest } from "../../../tests/factories";
import { pageCaption, pageOptions, searchPages } from "./pages";

describe("pages to pick", () => {
  const base = makeManifest();
  // A blog list on the home page, so that the blog's category pages exist (/category/visa).
  const manifest = {
    ...base,
    routes: base.routes.map((r, i) => (i === 0 ? { ...r, blocks: [{ type: "blog-list" }] } : r)),
  } as typeof base;
  const pages = pageOptions(manifest);

  it("are the manifest's pages with their titles, then the blog's category pages named by category", () => {
    expect(pages.slice(0, manifest.routes.length)).toEqual(
      manifest.routes.map((r) => ({ path: r.path, title: r.title, template: r.template })),
    );
    for (const category of manifest.settings.blogCategories)
      expect(pages.slice(manifest.routes.length)).toContainEqual({
        path: `/category/${category.id}`,
        title: category.label,
      });
  });

  it("are named by title and path in the interface language", () => {
    const [home] = manifest.routes;
    expect(pageCaption({ path: home.path, title: home.title }, "mn")).toBe(`${home.title.mn} — ${home.path}`);
    expect(pageCaption({ path: "/x" }, "en")).toBe("/x");
    // A new page whose title is not written yet is named by its path, not by the words asking for it.
    expect(pageCaption({ path: "/x", title: { mn: "TODO: монголоор бичнэ үү", en: "TODO: the title" } }, "mn")).toBe(
      "/x",
    );
  });

  it("are found by every word typed, in either language's title or the path, titles starting so first", () => {
    const page = manifest.routes[manifest.routes.length - 1];
    const word = page.title.en.split(/\s+/)[0].toLowerCase();
    const found = searchPages(pages, word);
    expect(found).toContainEqual({ path: page.path, title: page.title, template: page.template });
    expect(found.every((p) => `${p.title?.mn} ${p.title?.en} ${p.path}`.toLowerCase().includes(word))).toBe(true);
    expect(searchPages(pages, `${page.title.mn.split(/\s+/)[0]} ${page.path}`)).toEqual([
      { path: page.path, title: page.title, template: page.template },
    ]);
    expect(searchPages(pages, "no such page anywhere")).toEqual([]);
    expect(searchPages(pages, "  ")).toBe(pages);
  });
});
