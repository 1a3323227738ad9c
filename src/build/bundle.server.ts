// The browser's files of the site: the islands' scripts (src/islands/) and the stylesheet, bundled
// by Vite. A bundle is kept by the hash of everything it is made from (the code, the locked
// dependencies and the configuration): a rebuild after a change of content only reuses it.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join, resolve } from "node:path";
import type { InlineConfig } from "vite";
import { siteStylesPlugin } from "../bundle/styles-plugin.ts";
import { islandEntries } from "../ui/island.tsx";
import { assetsOf, stylesheetEntry, type PageAssets, type ViteManifest } from "../render/assets.ts";

/** Where bundles are kept, by hash; SITE_BUNDLE_CACHE names another folder (the benchmark keeps its own). */
export const bundleCache = () => process.env.SITE_BUNDLE_CACHE ?? "node_modules/.cache/site-bundle";
/** How many bundles are kept: the latest ones made or used, so that going back and forth between two versions of the code reuses both. */
const kept = 4;
/** The folder of the browser's files in a bundle, and in the built site. */
const assetsFolder = "assets";

/** The code and configuration a bundle is made from: every source file the browser's code could import. */
const codeFolders = ["src", "templates"];
const configFiles = ["package-lock.json", "tsconfig.json"];
const isCode = (name: string) => /\.(tsx?|css|json)$/.test(name) && !/\.test\.tsx?$/.test(name);

/** The hash of what the bundle is made from: the same code gives the same bundle. */
export function bundleKey(base = process.cwd()): string {
  const hash = createHash("sha256");
  const files = [
    ...codeFolders.flatMap((folder) =>
      readdirSync(join(base, folder), { recursive: true, encoding: "utf8" })
        .filter(isCode)
        .map((name) => join(folder, name)),
    ),
    ...configFiles,
  ].sort();
  for (const file of files) hash.update(file).update("\0").update(readFileSync(join(base, file))).update("\0");
  return hash.digest("hex").slice(0, 24);
}

const config = (outDir: string): InlineConfig => ({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  // React's production build whatever NODE_ENV says (vitest sets "test"): the bundle's hash does not
  // include NODE_ENV, so a bundle made under another value would be reused by every later build.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // And JSX compiled for that build whatever NODE_ENV says: under "test" (vitest) or "development"
  // (the editor's Vite server, whose Publish button runs the build) it would call React's
  // development-only jsxDEV, which the production build does not have, and no island would start.
  oxc: { jsx: { runtime: "automatic", development: false } },
  plugins: [siteStylesPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    assetsDir: assetsFolder,
    rolldownOptions: {
      input: { ...islandEntries, site: stylesheetEntry },
      // React in a chunk of its own, fetched by the islands that run it, never held in an
      // island's first small script (which the bundler would otherwise share it through).
      output: { codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
      experimental: { lazyBarrel: true },
      checks: { bundlerTimings: false },
    },
  },
});

export interface Bundle {
  /** The bundle's folder, holding assets/ and .vite/manifest.json. */
  dir: string;
  assets: PageAssets;
  /** Whether it was made by an earlier build from the same code. */
  reused: boolean;
}

/** The bundle of the code as it is now: kept from an earlier build, or made now and kept. */
export async function siteBundle(base = process.cwd()): Promise<Bundle> {
  const dir = resolve(base, bundleCache(), bundleKey(base));
  const manifestFile = join(dir, ".vite", "manifest.json");
  const reused = existsSync(manifestFile);
  if (!reused) {
    const making = `${dir}.${process.pid}`;
    rmSync(making, { recursive: true, force: true });
    // Vite is loaded only to bundle: a rebuild that reuses the bundle spends no time on it.
    const { build } = await import("vite");
    await build({ ...config(making), root: base });
    // Kept whole or not at all: another build may look for it meanwhile.
    mkdirSync(resolve(base, bundleCache()), { recursive: true });
    if (!existsSync(manifestFile)) renameSync(making, dir);
    else rmSync(making, { recursive: true, force: true });
    prune(resolve(base, bundleCache()));
  } else {
    // Used now: among the latest, which pruning keeps.
    const now = new Date();
    utimesSync(dir, now, now);
  }
  return { dir, assets: assetsOf(JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest), reused };
}

/** Removes all but the latest bundles (and any left half-made by a build that was stopped). */
function prune(cache: string): void {
  const bundles = readdirSync(cache)
    .map((name) => ({ path: join(cache, name), time: statSync(join(cache, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of bundles.slice(kept)) rmSync(path, { recursive: true, force: true });
}

/** Copies the bundle's files into the built site's client folder. */
export function copyBundle(bundle: Bundle, clientDir: string): void {
  cpSync(join(bundle.dir, assetsFolder), join(clientDir, assetsFolder), { recursive: true });
}
