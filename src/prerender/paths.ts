import { loadManifest } from "../manifest/load.server";
import { notFoundPaths, routeTable } from "../routes/table";

/** Every URL the build writes: each path of the route table, plus the not-found page of each language. */
export function sitePaths(): string[] {
  return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
}

/** Set by `npm run build:stock`: React Router prerenders every page itself, one at a time. */
export const stockBuild = process.env.PRERENDER_STOCK === "1";

/** Set by the build's worker plugin (src/prerender/plugin.ts) while it renders the pages itself. */
export const workersFlag = "PRERENDER_IN_WORKERS";

/**
 * The pages React Router prerenders, or (under npm run dev) renders on request: all of them,
 * unless the build's worker threads render most of them.
 */
export const reactRouterPaths = () => (process.env[workersFlag] === "1" ? stockPaths() : sitePaths());

/**
 * The pages React Router still prerenders itself when the workers of src/prerender/ render the
 * rest: the home page, whose presence names the SPA fallback file, the not-found pages, and the
 * first page of each template, so that every route module with a loader has a prerendered page
 * (React Router refuses a loader under `ssr: false` otherwise), however the route modules split
 * the templates.
 */
export function stockPaths(): string[] {
  const firstOfTemplate = new Map<string, string>();
  for (const entry of routeTable(loadManifest())) if (!firstOfTemplate.has(entry.template)) firstOfTemplate.set(entry.template, entry.path);
  return [...new Set(["/", ...Object.values(notFoundPaths), ...firstOfTemplate.values()])];
}
