import { describe, expect, it } from "vitest";
import { makeManifest, makeRoute } from "../../tests/factories";
import type { Route, SiteManifest } from "../generated/manifest";
import { pageData } from "./page-data.server";
import { interleave, relatedCount } from "./related.server";

/** A page of a template the fixture lacks, with the fields the related pages read. */
const destination = (path: string) =>
  ({ ...makeRoute("page"), template: "destination", path, blocks: undefined }) as unknown as Route;

const link = (path: string) => ({
  mn: `<p><a href="${path}">Холбоос</a></p>`,
  en: `<p><a href="${path}">Link</a></p>`,
});

/** The fixture's pages and these. */
const site = (...routes: Route[]): SiteManifest => {
  const fixture = makeManifest();
  return { ...fixture, routes: [...fixture.routes, ...routes] as SiteManifest["routes"] };
};

const relatedOf = (manifest: SiteManifest, url: string) => pageData(manifest, url).related.map((r) => r.path);

describe("the pages related to a page", () => {
  const australia = destination("/destinations/australia");
  const student = makeRoute("visa", { path: "/services/student", destination: australia.path });
  const visitor = makeRoute("visa", { path: "/services/visitor", destination: australia.path });
  const schengen = makeRoute("visa", { path: "/services/schengen" });
  const guide = makeRoute("article", {
    path: "/blog/student-guide",
    body: link(student.path),
    published: "2020-01-01",
  });

  it("are, for a visa, another visa of its country, its country's page and an article linking to it", () => {
    const manifest = site(australia, student, visitor, schengen, guide);
    const related = relatedOf(manifest, `/en${student.path}`);
    expect(related).toEqual([visitor.path, australia.path, guide.path]);
  });

  it("are never the page itself, a draft or a page twice, and at most a row of cards", () => {
    const draft = makeRoute("visa", { path: "/services/draft", destination: australia.path, status: "draft" });
    const manifest = site(australia, student, draft, visitor, schengen, guide);
    for (const url of [student.path, visitor.path, schengen.path, guide.path]) {
      const related = relatedOf(manifest, url);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(relatedCount);
      expect(related).not.toContain(url);
      expect(related).not.toContain(draft.path);
      expect(new Set(related).size).toBe(related.length);
    }
  });

  it("are, for a destination, the visas that name it, then other destinations", () => {
    const canada = destination("/destinations/canada");
    const manifest = site(australia, canada, student, visitor, schengen);
    expect(relatedOf(manifest, australia.path)).toEqual([student.path, canada.path, visitor.path]);
  });

  it("are, for an article, newer articles of its category first, then the pages it links to", () => {
    // The fixture's article is of another category (visa), and newer than both.
    const study = { category: "study" };
    const older = makeRoute("article", {
      ...study,
      path: "/blog/older",
      body: link(schengen.path),
      published: "2019-01-01",
    });
    const newer = makeRoute("article", { ...study, path: "/blog/newer", published: "2019-06-01" });
    const manifest = site(schengen, older, newer);
    const related = relatedOf(manifest, older.path);
    expect(related.slice(0, 2)).toEqual([newer.path, schengen.path]);
    expect(related).toHaveLength(relatedCount);
  });

  it("are none on a page made of blocks", () => {
    expect(relatedOf(site(student, visitor), "/about")).toEqual([]);
  });

  it("are taken from each list in turn", () => {
    expect(interleave([["a", "b", "c"], ["b", "d"], ["e"]], 4, "x")).toEqual(["a", "b", "e", "c"]);
    expect(interleave([["x", "a"], []], 3, "x")).toEqual(["a"]);
  });
});
