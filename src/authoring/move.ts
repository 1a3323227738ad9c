import type { Redirect, SiteManifest } from "../generated/manifest";
import { blogListOf } from "../routes/listing";
import { isDraft } from "../routes/status";
import { closest, didYouMean } from "../validate/suggest";
import { pathProblem } from "./page-path";
import { retargetReferences, type Reference } from "./references";
import { AuthoringError, type Said } from "../i18n/said";

/** Thrown for a move or deletion that cannot be carried out; its message is for the author, in English and Mongolian. */
export class PageChangeError extends AuthoringError {
  override name = "PageChangeError";
}

/**
 * The redirects after the page at `from` went to `to` (or, with no `to`, went away): those that
 * led to `from` lead to `to`, so that none leads to another; one whose old address is `to` goes,
 * since a page lives there again; and one from `from` to `to` is added, unless `leaveOne` is false.
 */
export function redirectsAfter(
  redirects: readonly Redirect[],
  from: string,
  to: string | undefined,
  { leaveOne = true }: { leaveOne?: boolean } = {},
): Redirect[] {
  const kept = redirects
    .filter((r) => r.from !== from && r.from !== to && (to !== undefined || r.to !== from))
    .map((r) => (r.to === from && to !== undefined ? { ...r, to } : r));
  return to === undefined || !leaveOne ? kept : [...kept, { from, to }];
}

/** The page at the path, or an error naming it (and the page it moved to, or a likely one). */
export function pageAt(manifest: SiteManifest, path: string): SiteManifest["routes"][number] {
  const route = manifest.routes.find((r) => r.path === path);
  if (route) return route;
  const moved = manifest.redirects?.find((r) => r.from === path);
  if (moved)
    throw new PageChangeError({
      en: `there is no page at "${path}": it has moved to "${moved.to}"`,
      mn: `«${path}» хаягтай хуудас алга: «${moved.to}» хаяг руу шилжсэн`,
    });
  const paths = manifest.routes.map((r) => r.path);
  const guess = didYouMean(path, paths);
  const nearest = closest(path, paths);
  throw new PageChangeError({
    en: `there is no page at "${path}"${guess ? `; ${guess}` : ""}`,
    mn: `«${path}» хаягтай хуудас алга${nearest ? `: «${nearest}» гэсэн үү?` : ""}`,
  });
}

/** Whether the page holds the blog list, whose own pages (/blog/page/2, /blog/category/…) follow it. */
export const holdsBlogList = (manifest: SiteManifest, path: string) =>
  blogListOf(manifest.routes, manifest.settings.blogCategories?.map((c) => c.id) ?? [])?.path === path;

/** Why the page at `from` cannot move to `to`, in words for the author; undefined when it can. */
export function moveProblem(manifest: SiteManifest, from: string, to: string): Said | undefined {
  const page = pageAt(manifest, from);
  if (from === "/")
    return {
      en: "the home page's path is / and cannot change",
      mn: "Нүүр хуудасны хаяг нь / бөгөөд өөрчлөх боломжгүй",
    };
  if (to === from) return { en: `the page is already at "${from}"`, mn: `Хуудас аль хэдийн «${from}» хаягт байна` };
  return pathProblem(manifest, to, page.template, { draft: isDraft(page) });
}

/**
 * The manifest with the page at `from` moved to `to`, every reference to it rewritten (menus,
 * links in texts, buttons, visa finder results, lists of pages) and a redirect from the old path
 * to the new, unless the page is a draft: no visitor has its address, and a redirect may not lead
 * to a draft. Only the page moves: pages under it (/from/child) keep their paths. Returns the
 * references rewritten beside it; throws PageChangeError when the move cannot be made.
 */
export function movePageCounting(
  manifest: SiteManifest,
  from: string,
  to: string,
): { manifest: SiteManifest; references: Reference[] } {
  const problem = moveProblem(manifest, from, to);
  if (problem) throw new PageChangeError(problem);
  const listing = holdsBlogList(manifest, from) ? "follow" : undefined;
  const result = retargetReferences(manifest, { from, to, listing });
  const moved = result.manifest as SiteManifest;
  const references = result.references.filter(
    (r) => !(r.at.length === 3 && r.at[0] === "routes" && r.at[2] === "path"),
  );
  // A draft was never on the site: nobody has its old address, and a redirect may not lead to a draft.
  const redirects = redirectsAfter(manifest.redirects ?? [], from, to, { leaveOne: !isDraft(pageAt(manifest, from)) });
  return { manifest: { ...moved, redirects }, references };
}

/** The manifest with the page at `from` moved to `to`: see movePageCounting. */
export function movePage(manifest: SiteManifest, from: string, to: string): SiteManifest {
  return movePageCounting(manifest, from, to).manifest;
}
