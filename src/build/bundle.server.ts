// The code a build runs, compiled by Vite: the browser's files of the site (the islands' scripts,
// src/islands/, and the stylesheet), and the server's code (the build itself, the prerender worker,
// the manifest check, the checklists' drawer and the editor's preview) as plain JavaScript, which
// `npm run build`, worker threads, the check's process and `npm run edit` load at once, without
// compiling TypeScript as they start. Both are kept by the hash of everything they are made from
// (the code, the locked dependencies and the configuration): a rebuild after a change of content
// only reuses them.
import { cpSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { InlineConfig, Plugin } from "vite";
import { bundleCache, bundleKey } from "../../scripts/code-key.mjs";
import { keptOrMade } from "../cache/files.server.ts";
import { islandEntries } from "../ui/island.tsx";
import { assetsOf, stylesheetEntry, type PageAssets, type ViteManifest } from "../render/assets.ts";

export { bundleCache, bundleKey };

/**
 * How many bundles are kept: the latest ones made or used (a version of the code has two, the
 * browser's and the server's), so that going back and forth between versions of the code reuses them.
 */
const kept = 8;
/** The folder of the browser's files in a bundle, and in the built site. */
const assetsFolder = "assets";

/** What makes a browser bundle run React's production build, whatever NODE_ENV says. */
export const productionReact = {
  // vitest sets NODE_ENV to "test": a bundle's hash does not include NODE_ENV, so a bundle made under
  // another value would be reused by every later build.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // And JSX compiled for that build: under "test" (vitest) or "development" (the editor's Vite
  // server, whose Publish button runs the build) it would call React's development-only jsxDEV,
  // which the production build does not have, and no island would start.
  oxc: { jsx: { runtime: "automatic", development: false } },
} satisfies InlineConfig;

const config = (outDir: string, siteStylesPlugin: () => Plugin): InlineConfig => ({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  ...productionReact,
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
      // A "use client" directive (lucide-react has them) means nothing to a bundle without server components.
      checks: { bundlerTimings: false, moduleLevelDirective: false },
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

/** The server's code the build runs in other threads and processes: each entry is one JavaScript file. */
export const serverEntries = {
  build: "scripts/build.ts",
  "prerender-worker": "src/prerender/worker.ts",
  "check-manifest": "scripts/build/check-manifest.ts",
  "checklists-worker": "src/build/checklists-worker.ts",
  // The editor's preview draws pages with the same templates (npm run edit).
  "editor-preview": "editor/preview.server.tsx",
} as const;

export type ServerEntry = keyof typeof serverEntries;

const serverConfig = (outDir: string): InlineConfig => ({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  // The same JSX as the browser's (see above); the threads that run it set NODE_ENV themselves.
  oxc: { jsx: { runtime: "automatic", development: false } },
  build: {
    outDir,
    emptyOutDir: true,
    // For Node: the dependencies stay imports, found in node_modules above the cache.
    ssr: true,
    minify: false,
    rolldownOptions: { input: serverEntries, checks: { bundlerTimings: false, moduleLevelDirective: false } },
  },
});

/** The folders a version of the code is kept in: the browser's bundle and the server's code. */
export const bundleFolders = (key: string, cache = bundleCache(), base = process.cwd()) => ({
  client: resolve(base, cache, key),
  server: resolve(base, cache, `server-${key}`),
});

/** The bundle of the code as it is now (`key`, its bundleKey): kept from an earlier build, or made now and kept. */
export async function siteBundle(key?: string, base = process.cwd()): Promise<Bundle> {
  const dir = bundleFolders(key ?? bundleKey(base), bundleCache(), base).client;
  const manifestFile = join(".vite", "manifest.json");
  const reused = await keptOrMade(dir, manifestFile, kept, async (folder) => {
    // Vite and the stylesheet's plugin are loaded only to bundle: a rebuild that reuses the bundle
    // spends no time on them.
    const [{ build }, { siteStylesPlugin }] = await Promise.all([
      import("vite"),
      import("../bundle/styles-plugin.ts"),
    ]);
    await build({ ...config(folder, siteStylesPlugin), root: base });
  });
  const assets = assetsOf(JSON.parse(readFileSync(join(dir, manifestFile), "utf8")) as ViteManifest);
  return { dir, assets, reused };
}

/**
 * The server's code as it is now (`key`, its bundleKey), compiled to JavaScript (kept from an
 * earlier build, or compiled now): the file of each entry. It imports its dependencies from the
 * project's node_modules, which is why the bundles are kept inside the project.
 */
export async function serverCode(key?: string, base = process.cwd()): Promise<Record<ServerEntry, string>> {
  const dir = bundleFolders(key ?? bundleKey(base), bundleCache(), base).server;
  const files = Object.fromEntries(
    Object.keys(serverEntries).map((entry) => [entry, join(dir, `${entry}.js`)]),
  ) as Record<ServerEntry, string>;
  await keptOrMade(dir, "prerender-worker.js", kept, async (folder) => {
    const { build } = await import("vite");
    await build({ ...serverConfig(folder), root: base });
  });
  return files;
}

/** Copies the bundle's files into the built site's client folder. */
export function copyBundle(bundle: Bundle, clientDir: string): void {
  cpSync(join(bundle.dir, assetsFolder), join(clientDir, assetsFolder), { recursive: true });
}
