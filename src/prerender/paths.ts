import { loadManifest } from "../manifest/load.server";
import { notFoundPaths, routeTable } from "../routes/table";

/** Every URL the build writes: each path of the route table, plus the not-found page of each language. */
export function sitePaths(): string[] {
  return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
}

/** Set by `npm run build:fast`: the workers of src/prerender/ render every page but `stockPaths`. */
export const workerBuild = process.env.PRERENDER_WORKERS === "1";

/**
 * The pages React Router still prerenders itself in the worker build: the home page, whose presence
 * names the SPA fallback file, and one page of the catch-all route, without which React Router
 * refuses the catch-all's loader under `ssr: false`.
 */
export const stockPaths = ["/", ...Object.values(notFoundPaths)];
