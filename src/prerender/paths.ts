import { loadManifest } from "../manifest/load.server.ts";
import { notFoundPaths, routeTable } from "../routes/table.ts";

/** Every URL the build writes: each path of the route table, plus the not-found page of each language. */
export function sitePaths(): string[] {
  return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
}
