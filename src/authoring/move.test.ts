import { describe, expect, it } from "vitest";
import { fixturePublicDir, fixtureText, makeManifest, makeRoute } from "../../tests/factories";
import type { Route, SiteManifest } from "../generated/manifest";
import { createValidator } from "../validate/index.server";
import { rewrite } from "./edit-json";
import { movePage, movePageCounting } from "./move";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });
const problemsOf = (manifest: SiteManifest) => validate(JSON.stringify(manifest, null, 2)).problems;

const visa = "/services/working-holiday";
const moved = "/services/work-and-holiday-462";

/** The fixture with the about page's story replaced by `html` (both languages) and more pages. */
function withStory(html: string, ...routes: Route[]): SiteManifest {
  const manifest = makeManifest();
  const about = structuredClone(manifest.routes[1]) as Extract<Route, { template: "page" }>;
  const story = about.blocks[0] as { body: { mn: string; en: string } };
  story.body = { mn: html, en: html };
  manifest.routes = [manifest.routes[0], about, ...manifest.routes.slice(2), ...routes] as SiteManifest["routes"];
  return manifest;
}

describe("moving a page", () => {
  it("changes its path, rewrites every reference to it and records a redirect: the result is valid", () => {
    const before = makeManifest();
    const { manifest: after, references } = movePageCounting(before, visa, moved);
    expect(after.routes[2].path).toBe(moved);
    expect(after.navigation.header.menus![0].columns[0].links[0].path).toBe(moved);
    const home = after.routes[0] as Extract<Route, { template: "page" }>;
    expect((home.blocks[0] as { actions: { href: string }[] }).actions[0].href).toBe(moved);
    expect(JSON.stringify(home.blocks[1])).toContain(`"recommend":"${moved}"`);
    expect(JSON.stringify(after.routes[1])).toContain(`<a href=\\"${moved}\\">`);
    expect(JSON.stringify({ ...after, redirects: [] })).not.toContain(`"${visa}"`);
    expect(JSON.stringify({ ...after, redirects: [] })).not.toContain(`${visa}\\"`);
    expect(after.redirects).toEqual([{ from: visa, to: moved }]);
    // The menu link, the hero's button, two finder results and the story in each language.
    expect(references.map((r) => `${r.page} ${r.field}`)).toEqual([
      "navigation header.menus[0].columns[0].links[0].path",
      "/ blocks[0].actions[0].href",
      "/ blocks[1].rules[0].recommend",
      "/ blocks[1].rules[1].recommend",
      "/about blocks[0].body.mn",
      "/about blocks[0].body.en",
    ]);
    expect(problemsOf(after)).toEqual([]);
  });

  it("leaves the manifest it is given as it was", () => {
    const before = makeManifest();
    const copy = structuredClone(before);
    movePage(before, visa, moved);
    expect(before).toEqual(copy);
  });

  it("rewrites links to the page only, with their #section, not paths that merely start the same", () => {
    const html = [
      `<a href="${visa}">a</a>`,
      `<a href="${visa}#requirements">b</a>`,
      `<a href='${visa}'>c</a>`,
      `<a href="/en${visa}">d</a>`,
      `<a href="${visa}-plus">e</a>`,
      `<a href="${visa}s">f</a>`,
      `<a href="${visa}/child">g</a>`,
      `[markdown](${visa}#guidelines)`,
      `the words ${visa} in a sentence`,
    ].join(" ");
    const after = movePage(withStory(html), visa, moved);
    const story = (after.routes[1] as { blocks: { body?: { en: string } }[] }).blocks[0].body!.en;
    expect(story).toBe(
      [
        `<a href="${moved}">a</a>`,
        `<a href="${moved}#requirements">b</a>`,
        `<a href='${moved}'>c</a>`,
        `<a href="/en${moved}">d</a>`,
        `<a href="${visa}-plus">e</a>`,
        `<a href="${visa}s">f</a>`,
        `<a href="${visa}/child">g</a>`,
        `[markdown](${moved}#guidelines)`,
        `the words ${visa} in a sentence`,
      ].join(" "),
    );
  });

  it("moves only the page: the pages under it keep their paths, and links to them are left alone", () => {
    const team = makeRoute("page", { path: "/about/team" });
    const manifest = withStory(`<a href="/about/team">team</a> <a href="/about#story">story</a>`, team);
    const after = movePage(manifest, "/about", "/company");
    expect(after.routes.map((r) => r.path)).toEqual(["/", "/company", visa, "/blog/first-post", "/about/team"]);
    const story = (after.routes[1] as { blocks: { body?: { en: string } }[] }).blocks[0].body!.en;
    expect(story).toBe(`<a href="/about/team">team</a> <a href="/company#story">story</a>`);
    expect(after.navigation.header.links.map((l) => l.path)).toEqual(["/", "/company"]);
  });

  it("keeps the blog list's own pages with it when it holds the blog list", () => {
    const blog = makeRoute("page", {
      path: "/blog",
      blocks: [{ type: "blog-list", heading: { mn: "Блог", en: "Blog" } }],
    });
    const manifest = withStory(`<a href="/blog/category/visa">visas</a> <a href="/blog/first-post">post</a>`, blog);
    const after = movePage(manifest, "/blog", "/news");
    const story = (after.routes[1] as { blocks: { body?: { en: string } }[] }).blocks[0].body!.en;
    expect(story).toBe(`<a href="/news/category/visa">visas</a> <a href="/blog/first-post">post</a>`);
  });

  it("sends the redirects that led to the old path to the new one, and drops one from the new path", () => {
    const manifest = {
      ...makeManifest(),
      redirects: [
        { from: "/services/whv", to: visa },
        { from: moved, to: "/about" },
        { from: "/old-about", to: "/about" },
      ],
    };
    expect(movePage(manifest, visa, moved).redirects).toEqual([
      { from: "/services/whv", to: moved },
      { from: "/old-about", to: "/about" },
      { from: visa, to: moved },
    ]);
  });

  it("a draft moves without a redirect, since no visitor has its address: the result is valid", () => {
    const draft = makeRoute("visa", { path: "/services/new-offer", status: "draft" });
    const manifest = { ...makeManifest(), routes: [...makeManifest().routes, draft] } as SiteManifest;
    const after = movePage(manifest, "/services/new-offer", "/services/newer-offer");
    expect(after.routes.at(-1)!.path).toBe("/services/newer-offer");
    expect(after.redirects ?? []).toEqual(manifest.redirects ?? []);
    expect(problemsOf(after).filter((p) => p.severity === "error")).toEqual([]);
  });

  it("a draft never takes an old address a redirect sends on; a published page takes it back", () => {
    const draft = makeRoute("visa", { path: "/services/new-offer", status: "draft" });
    const manifest = {
      ...makeManifest(),
      routes: [...makeManifest().routes, draft],
      redirects: [{ from: "/services/old-offer", to: visa }],
    } as SiteManifest;
    expect(() => movePage(manifest, "/services/new-offer", "/services/old-offer")).toThrow(
      `"/services/old-offer" is an old address: its visitors are sent on to "${visa}"`,
    );
    expect(movePage(manifest, "/about", "/services/old-offer").redirects).toEqual([
      { from: "/about", to: "/services/old-offer" },
    ]);
  });

  it("moved and moved back, leaves one redirect, from the path it had for a while", () => {
    const back = movePage(movePage(makeManifest(), visa, moved), moved, visa);
    expect({ ...back, redirects: undefined }).toEqual({ ...makeManifest(), redirects: undefined });
    expect(back.redirects).toEqual([{ from: moved, to: visa }]);
  });

  it("rewrites only the lines of the file that change, so the CLI keeps the author's layout", () => {
    const text = fixtureText();
    const before = JSON.parse(text) as SiteManifest;
    const out = rewrite(text, before, movePage(before, visa, moved));
    const changed = out.split("\n").filter((line, i) => line !== text.split("\n")[i]);
    expect(out.split("\n").length).toBe(text.split("\n").length + 6);
    expect(changed.filter((line) => line.includes(visa))).toEqual([`      "from": "${visa}",`]);
    expect(out).toContain(`"redirects": [\n    {\n      "from": "${visa}",\n      "to": "${moved}"\n    }\n  ]\n}`);
  });

  it.each([
    ["/about", visa, `the path "${visa}" is already used by another page; choose another path`],
    [visa, "/services/Working", `"/services/Working" is not a page path`],
    [visa, "/services/visa/", `"/services/visa/" is not a page path`],
    [visa, "/en/services/visa", `the path "/en/services/visa" is reserved`],
    [visa, "/404", `the path "/404" is reserved`],
    [visa, visa, `the page is already at "${visa}"`],
    ["/services/workng-holiday", moved, `there is no page at "/services/workng-holiday"; did you mean "${visa}"?`],
    ["/", "/home", "the home page's path is / and cannot change"],
    ["/blog/first-post", "/first-post", "an article's path must start with /blog/"],
  ])("refuses to move %s to %s, saying why", (from, to, message) => {
    expect(() => movePage(makeManifest(), from, to)).toThrow(message);
  });

  it("refuses a path the blog list keeps for its own pages", () => {
    const blog = makeRoute("page", {
      path: "/blog",
      blocks: [{ type: "blog-list", heading: { mn: "Блог", en: "Блог" } }],
    });
    const manifest = withStory("<p>story</p>", blog);
    expect(() => movePage(manifest, "/about", "/blog/page/2")).toThrow(`reserved for the blog list's own pages`);
    expect(() => movePage(manifest, "/about", "/blog/category/visa")).toThrow(`reserved for the blog list's own pages`);
  });

  it("names the new address of a page that has already moved", () => {
    const manifest = movePage(makeManifest(), visa, moved);
    expect(() => movePage(manifest, visa, "/services/x")).toThrow(
      `there is no page at "${visa}": it has moved to "${moved}"`,
    );
  });
});
