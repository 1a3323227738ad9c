import type { SiteManifest } from "../generated/manifest";
import { PageChangeError, pageAt } from "./move";
import { pathProblem } from "./page-path";

/** A free path for a copy of the page: /services/student-copy, then -copy-2… */
export function copyPath(manifest: SiteManifest, path: string): string {
  // An old address a redirect sends on is not free for a draft either.
  const taken = new Set([...manifest.routes.map((r) => r.path), ...(manifest.redirects ?? []).map((r) => r.from)]);
  const stem = path === "/" ? "/home" : path;
  for (let n = 1; ; n++) {
    const candidate = `${stem}-copy${n > 1 ? `-${n}` : ""}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The manifest with a copy of the page at `from` placed after it, at `to`, as a draft: it is not
 * published, nor in any menu, until the author publishes it.
 */
export function duplicatePage(manifest: SiteManifest, from: string, to: string): SiteManifest {
  const page = pageAt(manifest, from);
  const problem = pathProblem(manifest, to, page.template, { draft: true });
  if (problem) throw new PageChangeError(problem);
  const copy = { ...structuredClone(page), path: to, status: "draft" as const };
  const routes = [...manifest.routes] as SiteManifest["routes"];
  routes.splice(routes.indexOf(page) + 1, 0, copy);
  return { ...manifest, routes };
}
