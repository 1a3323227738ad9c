import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../generated/manifest";

// The editor shows a fact's token in a text as the fact's name, so every
// fact of the real manifest needs one in both languages, and no two facts
// may share a name (an author could not tell them apart).
const manifest = JSON.parse(readFileSync(new URL("../../site.manifest.json", import.meta.url), "utf8")) as SiteManifest;
const facts = Object.entries(manifest.settings.facts ?? {});

describe("fact names in the real manifest", () => {
  it("has facts to check", () => {
    expect(facts.length).toBeGreaterThan(0);
  });

  it("gives every fact a name in Mongolian and English", () => {
    const unnamed = facts.filter(([, fact]) => !fact.name?.mn?.trim() || !fact.name?.en?.trim()).map(([key]) => key);
    expect(unnamed).toEqual([]);
  });

  for (const lang of ["mn", "en"] as const) {
    it(`gives no two facts the same ${lang} name`, () => {
      const byName = new Map<string, string[]>();
      for (const [key, fact] of facts) {
        const name = fact.name?.[lang]?.trim().toLowerCase();
        if (name) byName.set(name, [...(byName.get(name) ?? []), key]);
      }
      const shared = [...byName.values()].filter((keys) => keys.length > 1);
      expect(shared).toEqual([]);
    });
  }
});
