import type { SiteManifest } from "../generated/manifest";
import { blogListOf, isListingPath } from "../routes/listing";

const pathPattern = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * Why a page of the template cannot take the path, in words for the author; undefined when it can.
 * Adding a page and moving one both ask it, so that a path refused by one is refused by the other.
 */
export function pathProblem(manifest: SiteManifest, path: string, template: string): string | undefined {
  if (!pathPattern.test(path))
    return `"${path}" is not a page path: start with /, use lowercase letters, digits and hyphens, no / at the end (for example /services/work-visa-482)`;
  if (manifest.routes.some((r) => r.path === path))
    return `the path "${path}" is already used by another page; choose another path`;
  if (path === "/en" || path.startsWith("/en/") || path === "/404")
    return `the path "${path}" is reserved: English pages are made under /en automatically`;
  const list = blogListOf(
    manifest.routes,
    manifest.settings.blogCategories.map((c) => c.id),
  );
  if (list && isListingPath(list.path, path))
    return `the path "${path}" is reserved for the blog list's own pages (${list.path === "/" ? "" : list.path}/page/2, ${list.path === "/" ? "" : list.path}/category/…): choose another path`;
  if (template === "article" && !path.startsWith("/blog/"))
    return `an article's path must start with /blog/, for example /blog${path}`;
  return undefined;
}
