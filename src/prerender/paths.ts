import type { SiteManifest } from "../generated/manifest.ts";
import { notFoundPaths, routeTable } from "../routes/table.ts";

/** Every URL the build writes: each path of the route table, plus the not-found page of each language. */
export function sitePaths(manifest: SiteManifest): string[] {
  return [...routeTable(manifest).map((entry) => entry.path), ...Object.values(notFoundPaths)];
}
