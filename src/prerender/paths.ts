import { loadManifest } from "../manifest/load.server";
import { notFoundPaths, routeTable } from "../routes/table";

/** Every URL the build writes: each path of the route table, plus the not-found page of each language. */
export function sitePaths(): string[] {
  return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
}

/**
 * Set by `npm run build` (scripts/build.ts) for React Router's build: worker threads render most
 * pages once it has ended. Without it (`npm run build:stock`, `react-router build` alone, the dev
 * server) React Router renders every page itself.
 */
export const workersVariable = "PRERENDER_IN_WORKERS";
export const inWorkers = () => process.env[workersVariable] === "1";

/** The pages React Router prerenders, or (under npm run dev) renders on request. */
export const reactRouterPaths = () => (inWorkers() ? stockPaths() : sitePaths());

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
