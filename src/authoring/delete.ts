import type { SiteManifest } from "../generated/manifest";
import { holdsBlogList, pageAt, PageChangeError, redirectsAfter } from "./move";
import { pointerOf } from "../validate/problem";
import { referencesTo, retargetReferences, type Reference } from "./references";
import { isDraft } from "../routes/status";

/** A place that still links to the page being deleted: the page (or part of the manifest) and its field. */
export interface LinkingPlace {
  path: string;
  where: string;
  /** The field's JSON pointer in the manifest as it was before the deletion: /routes/0/blocks/1/rules/0/recommend. */
  pointer: string;
}

export type DeleteResult =
  { manifest: SiteManifest; references: number; menuEntries: number } | { refused: LinkingPlace[] };

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

const isEntryOf = (item: Json, path: string) =>
  isRecord(item) && typeof item.path === "string" && item.path.split("#")[0] === path;

/**
 * The navigation without the menu entries of the page (links whose path is the page or a section
 * of it), and how many there were. A column left without links stays, with its heading, for the
 * author to fill or remove (the validator says so).
 */
function withoutMenuEntries(navigation: Json, path: string): [Json, number] {
  let count = 0;
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) {
      const kept = value.filter((item) => !isEntryOf(item, path));
      count += value.length - kept.length;
      return kept.map(walk);
    }
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return [walk(navigation), count];
}

/**
 * Each page and field that links, once (a text's two languages are two fields). The references
 * were found in the manifest without the page: a route's index is turned back into the index it
 * has in `manifest`, so that the pointer leads to the field as the author sees it.
 */
const places = (references: Reference[], manifest: SiteManifest, remaining: SiteManifest): LinkingPlace[] => {
  const indexOf = new Map(manifest.routes.map((r, i) => [r.path, i]));
  const seen = new Map<string, LinkingPlace>();
  for (const r of references) {
    const at = [...r.at];
    if (at[0] === "routes") at[1] = indexOf.get(remaining.routes[Number(at[1])].path)!;
    seen.set(`${r.page}\0${r.field}`, { path: r.page, where: r.field, pointer: pointerOf(...at) });
  }
  return [...seen.values()];
};

/**
 * The manifest without the page at `path` and its menu entries. Refused, listing each place,
 * while other pages link to it; with `redirectTo`, those links are rewritten to that page and a
 * redirect from the deleted path to it is recorded. Throws PageChangeError when the page or the
 * target does not exist. `references` counts the links rewritten.
 */
export function deletePageCounting(
  manifest: SiteManifest,
  path: string,
  { redirectTo }: { redirectTo?: string } = {},
): DeleteResult {
  pageAt(manifest, path);
  if (path === "/")
    throw new PageChangeError({ en: "the home page cannot be deleted", mn: "Нүүр хуудсыг устгах боломжгүй" });
  if (redirectTo !== undefined) {
    if (redirectTo === path)
      throw new PageChangeError({
        en: "a deleted page cannot send its visitors to itself",
        mn: "Зочдыг устгаж буй хуудас руу нь чиглүүлэх боломжгүй: өөр хуудас сонгоно уу",
      });
    const target = manifest.routes.find((r) => r.path === redirectTo);
    // Named as the page to send visitors to, not as the page being deleted.
    if (!target)
      throw new PageChangeError({
        en: `there is no page at "${redirectTo}" to send the deleted page's visitors to`,
        mn: `Зочдыг чиглүүлэх «${redirectTo}» хаягтай хуудас алга`,
      });
    if (isDraft(target))
      throw new PageChangeError({
        en: `"${redirectTo}" is a draft, not on the site: the deleted page's visitors would find nothing there. Send them to a published page`,
        mn: `«${redirectTo}» нь ноорог тул сайтад алга: устгасан хуудасны зочид тэнд юу ч олохгүй. Нийтлэгдсэн хуудас руу илгээнэ үү`,
      });
  }
  const listing = holdsBlogList(manifest, path) ? "join" : undefined;
  const [navigation, menuEntries] = withoutMenuEntries(manifest.navigation, path);
  const remaining = {
    ...manifest,
    navigation,
    routes: manifest.routes.filter((r) => r.path !== path),
  } as SiteManifest;
  if (redirectTo === undefined) {
    const links = referencesTo(remaining, path, listing);
    if (links.length) return { refused: places(links, manifest, remaining) };
    const redirects = redirectsAfter(manifest.redirects ?? [], path, undefined);
    return { manifest: manifest.redirects ? { ...remaining, redirects } : remaining, references: 0, menuEntries };
  }
  const result = retargetReferences(remaining, { from: path, to: redirectTo, listing, keepSection: false });
  return {
    manifest: {
      ...(result.manifest as SiteManifest),
      redirects: redirectsAfter(manifest.redirects ?? [], path, redirectTo),
    },
    references: result.references.length,
    menuEntries,
  };
}

/** The manifest without the page at `path`: see deletePageCounting. */
export function deletePage(
  manifest: SiteManifest,
  path: string,
  options: { redirectTo?: string } = {},
): { manifest: SiteManifest } | { refused: LinkingPlace[] } {
  const result = deletePageCounting(manifest, path, options);
  return "refused" in result ? result : { manifest: result.manifest };
}
