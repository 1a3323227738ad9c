import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { createValidator } from "../../src/validate/index.server";
import { syntheticManifest } from "./synthetic";

const base: SiteManifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));

describe("the bench's synthetic manifest", () => {
  // The bench stops at an invalid copy: every text it cuts must still be one the validator passes.
  it("is valid at a size that copies every page at least once", () => {
    const routes = base.routes.length * 2 + 7;
    const manifest = syntheticManifest(base, routes);
    const { valid, problems } = createValidator({ schemaDir: "schema", publicDir: "public" })(JSON.stringify(manifest));
    expect(problems.map((problem) => problem.message)).toEqual([]);
    expect(valid).toBe(true);
    expect(manifest.routes).toHaveLength(routes);
    expect(new Set(manifest.routes.map((route) => route.path)).size).toBe(routes);
  });
});
