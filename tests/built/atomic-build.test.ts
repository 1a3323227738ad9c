import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/** What `npm run build` runs. */
function build(env: Record<string, string>) {
  return spawnSync("npx", ["tsx", "scripts/build.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 600_000,
  });
}

it("an invalid manifest stops the build with the validator's report alone: no stack trace, nothing of Vite's, build/ unchanged", () => {
  const before = snapshot("build");
  expect(Object.keys(before).length).toBeGreaterThan(100);
  mkdirSync("node_modules/.cache", { recursive: true });
  const manifest = "node_modules/.cache/broken.manifest.json";
  writeFileSync(
    manifest,
    JSON.stringify({ ...JSON.parse(readFileSync("site.manifest.json", "utf8")), routes: "none" }),
  );
  const run = build({ SITE_MANIFEST: manifest });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`${manifest}:1:`);
  expect(run.stderr).toContain("The build failed; build/ is unchanged. The manifest has problems, listed above.");
  expect(run.stderr).not.toMatch(/^\s+at /m);
  // Vite bundles while the manifest is checked; what it printed is dropped with it.
  expect(run.stdout).not.toContain("building client environment");
  expect(snapshot("build")).toEqual(before);
}, 600_000);

it("a manifest with warnings is built, and its warnings are shown", () => {
  const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));
  manifest.routes.find((route: { template: string }) => route.template === "visa").title.en = "TODO: the title";
  mkdirSync("node_modules/.cache", { recursive: true });
  const file = "node_modules/.cache/unfinished.manifest.json";
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  const folder = "node_modules/.cache/unfinished-build";
  const run = build({ SITE_MANIFEST: file, BUILD_DIRECTORY: folder });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr).toMatch(
    /route \/services\/working-holiday +\/routes\/\d+\/title +warning: this page is not finished: 1 field still starts with TODO \(title\)/,
  );
  expect(readFileSync(join(folder, "client", "en", "services", "working-holiday", "index.html"), "utf8")).toContain(
    "TODO: the title",
  );
  rmSync(folder, { recursive: true, force: true });
}, 600_000);

it("a build that fails halfway leaves the previous build/ as it was", () => {
  const before = snapshot("build");
  // A prerender thread with a heap far too small for the pages: it fails once Vite has bundled the site.
  const run = build({ PRERENDER_WORKER_HEAP_MB: "4" });
  expect(run.status).toBe(1);
  expect(run.stdout).toContain("Prerender (workers)");
  expect(run.stderr).toContain("The build failed; build/ is unchanged. Worker terminated due to reaching memory limit");
  expect(snapshot("build")).toEqual(before);
  expect(existsSync(workFolders("build").next)).toBe(false);
}, 600_000);
