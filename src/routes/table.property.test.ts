import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Route } from "../generated/manifest";
import { languages, parsePath, routeTable } from "./table";

const segment = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,5})?$/);
/** Paths as the schema and validator allow them: /en… and /404 are reserved. */
const path = fc
  .array(segment, { minLength: 0, maxLength: 3 })
  .map((segments) => "/" + segments.join("/"))
  .filter((p) => p !== "/404" && p !== "/en" && !p.startsWith("/en/"));
const template = fc.constantFrom<Route["template"]>(
  "page",
  "visa",
  "article",
  "course",
  "destination",
  "service",
  "test-prep",
);
const routes = fc.uniqueArray(fc.record({ path, template }), { selector: (r) => r.path, maxLength: 40 });

describe("the route table of any set of pages", () => {
  it("has one entry per page and language, every URL path unique", () => {
    fc.assert(
      fc.property(routes, (list) => {
        const table = routeTable({ routes: list });
        expect(table).toHaveLength(list.length * languages.length);
        expect(new Set(table.map((e) => e.path)).size).toBe(table.length);
        expect(new Set(table.map((e) => e.id)).size).toBe(table.length);
      }),
      { numRuns: 300 },
    );
  });

  it("reads each URL back as the page and language it was made from", () => {
    fc.assert(
      fc.property(routes, (list) => {
        for (const entry of routeTable({ routes: list }))
          expect(parsePath(entry.path)).toEqual({ lang: entry.lang, source: entry.source });
      }),
      { numRuns: 300 },
    );
  });

  it("gives a page the same id whatever the other pages are and in whatever order", () => {
    fc.assert(
      fc.property(routes, routes, fc.nat(), (list, others, seed) => {
        const idsOf = (table: ReturnType<typeof routeTable>) =>
          new Map(table.map((e) => [`${e.lang} ${e.source}`, e.id]));
        const alone = idsOf(routeTable({ routes: list }));
        const paths = new Set(list.map((r) => r.path));
        const mixed = [...list, ...others.filter((o) => !paths.has(o.path))].sort(
          (a, b) => ((a.path.length * 31 + seed) % 7) - ((b.path.length * 31 + seed) % 7),
        );
        const together = idsOf(routeTable({ routes: mixed }));
        for (const [key, id] of alone) expect(together.get(key)).toBe(id);
      }),
      { numRuns: 200 },
    );
  });
});
