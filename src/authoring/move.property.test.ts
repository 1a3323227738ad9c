import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeManifest, makeRoute } from "../../tests/factories";
import type { SiteManifest } from "../generated/manifest";
import { movePage } from "./move";
import { referencesTo } from "./references";

const segment = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,4})?$/);
/** Page paths as the schema allows them, outside the reserved /en… and /404. */
const path = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((segments) => "/" + segments.join("/"))
  .filter((p) => p !== "/404" && p !== "/en" && !p.startsWith("/en/"));

/** How a text may name a path: the whole value, a link in HTML or Markdown, with a #section, or in English. */
const mention = (target: string) =>
  fc.constantFrom(
    target,
    `${target}#top`,
    `<p>See <a href="${target}">this</a>.</p>`,
    `<a href='${target}#part'>x</a> and <a href="/en${target}">y</a>`,
    `[read more](${target})`,
    // Look-alikes, which are not links to the page.
    `${target}-more`,
    `<a href="${target}s">x</a>`,
    `words about ${target} in a sentence`,
  );

/** The fixture with more pages, each of whose texts names pages among them in any of those ways. */
const site = fc.uniqueArray(path, { minLength: 2, maxLength: 8 }).chain((paths) => {
  const free = paths.filter((p) => !makeManifest().routes.some((r) => r.path === p));
  return fc
    .array(fc.constantFrom(...free, "/about"), { minLength: 1, maxLength: 12 })
    .chain((targets) => fc.tuple(fc.constant(free), fc.tuple(...targets.map(mention))))
    .map(([pages, texts]): SiteManifest => {
      const manifest = makeManifest();
      pages.forEach((p, i) => {
        const written = texts.filter((_, j) => j % pages.length === i);
        manifest.routes.push({
          ...makeRoute("page", { path: p }),
          blocks: [],
          description: { mn: written[0] ?? "тайлбар", en: written[1] ?? "description" },
          links: written,
        } as unknown as SiteManifest["routes"][number]);
      });
      return manifest;
    });
});

describe("moving any page of any site", () => {
  it("and moving it back gives the original pages: paths and every reference equal, redirects aside", () => {
    fc.assert(
      fc.property(site, path, fc.nat(), (manifest, to, pick) => {
        const pages = manifest.routes.map((r) => r.path).filter((p) => p !== "/" && p !== "/blog/first-post");
        const from = pages[pick % pages.length];
        // The new path is free and named nowhere yet (a link to a page that does not exist is an error of its own).
        fc.pre(!manifest.routes.some((r) => r.path === to || r.path.startsWith(`${to}/`)));
        fc.pre(referencesTo(manifest, to).length === 0);
        const moved = movePage(manifest, from, to);
        expect(referencesTo(moved, from)).toEqual([]);
        expect(moved.redirects).toEqual([{ from, to }]);
        const back = movePage(moved, to, from);
        expect({ ...back, redirects: undefined }).toEqual({ ...manifest, redirects: undefined });
        expect(back.redirects).toEqual([{ from: to, to: from }]);
      }),
      { numRuns: 300 },
    );
  });
});
