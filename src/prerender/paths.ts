import { loadManifest } from "../manifest/load.server.ts";
import { notFoundPaths, routeTable } from "../routes/table.ts";

/** Every URL the build writes: each path of the route table, plus the not-found page of each language. */
export function sitePaths(): string[] {
  return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
}

/**
 * Set by `npm run build` (scripts/build.ts) for React Router's build: worker threads render every
 * page once it has ended. Without it (`npm run build:stock`, `react-router build` alone, the dev
 * server) React Router renders every page itself.
 */
export const workersVariable = "PRERENDER_IN_WORKERS";
export const inWorkers = () => process.env[workersVariable] === "1";

/**
 * The pages React Router prerenders, or (under npm run dev) renders on request. Under `npm run
 * build` none: it then writes only the document without a page (the SPA fallback), and does not
 * read the manifest.
 */
export const reactRouterPaths = () => (inWorkers() ? [] : sitePaths());
