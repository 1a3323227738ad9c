import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { workFolders } from "../../src/build/atomic.server";

/** Every file of a folder with a hash of its content. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[path] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  };
  walk(dir);
  return files;
}

it("a build that fails halfway leaves the previous build/ as it was", () => {
  const before = snapshot("build");
  expect(Object.keys(before).length).toBeGreaterThan(100);
  // A manifest that fails only once the build is under way: the step `npm run build` runs first,
  // npm run validate, is skipped, so the build itself meets the problem after bundling.
  mkdirSync("node_modules/.cache", { recursive: true });
  const manifest = "node_modules/.cache/broken.manifest.json";
  writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync("site.manifest.json", "utf8")), routes: "none" }));
  const run = spawnSync("npx", ["tsx", "scripts/build.ts"], { env: { ...process.env, NODE_ENV: "production", SITE_MANIFEST: manifest }, encoding: "utf8", timeout: 600_000 });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("The build failed; build/ is unchanged.");
  expect(snapshot("build")).toEqual(before);
  expect(existsSync(workFolders("build").next)).toBe(false);
}, 600_000);
