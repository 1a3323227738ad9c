import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SitePage } from "../src/render/site-page";
import type { Route, SiteManifest } from "../src/generated/manifest";
import { loneBrace, resolveFacts } from "../src/content/facts";
import { pageData } from "../src/manifest/page-data.server";
import { notFoundPaths, routeTable } from "../src/routes/table";
import { createValidator } from "../src/validate/index.server";
import { report } from "../src/validate/report";
import { fixturePublicDir, makeManifest, makeRoute } from "./factories";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/**
 * Any text an author might paste, in any script, with markup characters; never blank, a {{fact}},
 * words in braces (a figure's name edited in the editor, or an interface text's place to fill, which
 * the validator compares across languages), a brace that pairs with none (a figure's brace deleted,
 * which the validator refuses), or a "/path#anchor" (the validator reads those as links to a
 * section, which must exist).
 */
const text = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.string({ minLength: 1, maxLength: 30, unit: "grapheme" }),
    fc.constantFrom("<b>", "</script>", "&amp;", "Монгол", "{}", "\u202e"),
  )
  .filter(
    (s) =>
      /\S/.test(s) &&
      !s.includes("{{") &&
      !/\{[^{}]+\}/.test(s) &&
      !loneBrace(s) &&
      !/href|src/i.test(s) &&
      !(s.startsWith("/") && s.includes("#")),
  );
const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,7}(-[a-z0-9]{1,5})?$/).filter((s) => s !== "en" && s !== "about");
const where: Record<"page" | "visa" | "article", string> = { page: "/", visa: "/services/", article: "/blog/" };
const extra = fc.record({ template: fc.constantFrom<"page" | "visa" | "article">("page", "visa", "article"), slug });

/** Every { mn, en } text of a value, rewritten from the pool in turn. */
function rewriteTexts(value: unknown, pool: string[], counter = { n: 0 }): void {
  if (Array.isArray(value)) return value.forEach((v) => rewriteTexts(v, pool, counter));
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && typeof record.mn === "string" && typeof record.en === "string") {
    record.mn = pool[counter.n++ % pool.length];
    record.en = pool[counter.n++ % pool.length];
    return;
  }
  for (const key of keys) rewriteTexts(record[key], pool, counter);
}

/** A schema-valid manifest from the factories: the fixture's pages plus copies at new paths, with any texts. */
const manifests = fc
  .record({
    extras: fc.uniqueArray(extra, { selector: (e) => where[e.template] + e.slug, maxLength: 6 }),
    pool: fc.array(text, { minLength: 5, maxLength: 40 }),
  })
  .map(({ extras, pool }) => {
    const manifest: SiteManifest = makeManifest();
    const copies: Route[] = extras.map(({ template, slug }) => ({
      ...makeRoute(template),
      path: where[template] + slug,
    }));
    manifest.routes = [...manifest.routes, ...copies.filter((c) => !manifest.routes.some((r) => r.path === c.path))];
    rewriteTexts(manifest.routes, pool);
    rewriteTexts(manifest.interface, pool);
    return manifest;
  });

const render = (manifest: SiteManifest, url: string) => renderToString(<SitePage data={pageData(manifest, url)} />);

describe("any schema-valid manifest", () => {
  it("renders every route in both languages, and the not-found pages, each with one main heading", () => {
    fc.assert(
      fc.property(manifests, (manifest) => {
        const result = validate(JSON.stringify(manifest, null, 2));
        expect(result.valid, report("generated.json", result.problems, "text")).toBe(true);
        const site = resolveFacts(manifest);
        for (const url of [...routeTable(site).map((e) => e.path), ...Object.values(notFoundPaths)]) {
          const html = render(site, url);
          expect(html.match(/<h1[\s>]/g), url).toHaveLength(1);
          expect(html).toContain("<main");
        }
      }),
      // About a second a manifest on two shared cores: a dozen keeps CI quick.
      { numRuns: 12 },
    );
  }, 120_000);
});
