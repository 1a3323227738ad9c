import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { menus } from "../../src/authoring/menus";
import { workFolders } from "../../src/build/atomic.server";
import type { SiteManifest } from "../../src/generated/manifest";

/** Every file of a folder with a hash of its content. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) files[path] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
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
  expect(snapshot("build")).toEqual(before);
}, 600_000);

it("npm run new makes a draft: the build shows its warnings, builds and links it nowhere, and names it in its last line", () => {
  mkdirSync("node_modules/.cache", { recursive: true });
  const file = "node_modules/.cache/draft.manifest.json";
  writeFileSync(file, readFileSync("site.manifest.json"));
  // A free path and the site's first menu column, whatever the author's manifest holds.
  const site = JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;
  let path = "/services/example";
  while (site.routes.some((r) => r.path === path)) path += "-new";
  const menu = menus(site)[1].name;
  const added = spawnSync("npx", ["tsx", "scripts/new.ts", "visa", path, "--nav", menu], {
    env: { ...process.env, SITE_MANIFEST: file },
    encoding: "utf8",
  });
  expect(added.status, added.stderr).toBe(0);
  // Its menu entry is written, to be shown once the page is published.
  expect(JSON.stringify(JSON.parse(readFileSync(file, "utf8")).navigation)).toContain(`"path":"${path}"`);
  const folder = "node_modules/.cache/draft-build";
  const run = build({ SITE_MANIFEST: file, BUILD_DIRECTORY: folder });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr).toMatch(
    new RegExp(
      `route ${path} \\(draft\\) +/routes/\\d+/title +warning: this page is not finished: \\d+ fields still start with TODO \\(title, `,
    ),
  );
  const drafts = [...site.routes.filter((r) => r.status === "draft").map((r) => r.path), path];
  expect(run.stdout.trimEnd().split("\n").at(-1)).toBe(
    `Held back ${drafts.length} draft${drafts.length > 1 ? "s" : ""} (not published): ${drafts.join(", ")}`,
  );
  const client = join(folder, "client");
  expect(existsSync(join(client, path.slice(1)))).toBe(false);
  expect(existsSync(join(client, "en", path.slice(1)))).toBe(false);
  // Every page, the sitemap and the hosts' files: all but scripts, styles, pictures and fonts.
  const built = Object.keys(snapshot(client)).filter((file) => !/\.(js|css|svg|png|jpe?g|webp|ico|woff2?)$/.test(file));
  expect(built.length).toBeGreaterThan(50);
  const linking = built.filter((file) => new RegExp(`${path}(?![a-z0-9-])`).test(readFileSync(file, "utf8")));
  expect(linking).toEqual([]);
  rmSync(folder, { recursive: true, force: true });
}, 600_000);

it("a build that fails halfway leaves the previous build/ as it was", () => {
  const before = snapshot("build");
  // A prerender thread with a heap far too small for the pages: it fails once the manifest has passed.
  const run = build({ PRERENDER_WORKER_HEAP_MB: "4" });
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/^Manifest checked: /m);
  expect(run.stderr).toContain("The build failed; build/ is unchanged. Worker terminated due to reaching memory limit");
  expect(snapshot("build")).toEqual(before);
  expect(existsSync(workFolders("build").next)).toBe(false);
}, 600_000);
