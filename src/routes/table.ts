import type { Route } from "../generated/manifest.ts";
import { blogListOf, listingPath, type Listing } from "./listing.ts";
import { isDraft } from "./status.ts";

export const languages = ["mn", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = "mn";

/** One URL of the built site: a manifest route in one language. */
export interface RouteEntry {
  /** Stable and unique: the language and the manifest path, e.g. "en:/about" or "en:/blog/category/visa". */
  id: string;
  /** The URL path, e.g. /en/about. */
  path: string;
  lang: Lang;
  template: Route["template"];
  /** The path in the manifest's terms, shared by its languages: the route's, or one its blog list makes (/blog/page/2). */
  source: string;
  /** The route's position in manifest.routes. */
  index: number;
  /** On the pages of the blog list (/blog included): which articles this one lists. */
  listing?: Listing;
}

/** What the table reads of a manifest: each page's path, template and status, and what the blog list's pages depend on. */
export interface TableInput {
  routes: readonly (Pick<Route, "path" | "template" | "status"> & { blocks?: readonly unknown[]; category?: string })[];
  settings?: { blogCategories: readonly { id: string }[] };
}

/** The URL of a manifest path (which may end in #anchor) in a language: /about → /en/about. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === defaultLanguage) return path;
  const hash = path.indexOf("#");
  const [page, anchor] = hash === -1 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  return (page === "/" ? `/${lang}` : `/${lang}${page}`) + anchor;
}

/** Which language a URL path is in, and the manifest path it shows. */
export function parsePath(pathname: string): { lang: Lang; source: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const lang of languages) {
    if (lang === defaultLanguage) continue;
    if (trimmed === `/${lang}`) return { lang, source: "/" };
    if (trimmed.startsWith(`/${lang}/`)) return { lang, source: trimmed.slice(lang.length + 1) };
  }
  return { lang: defaultLanguage, source: trimmed };
}

/**
 * Every URL of the site: each published manifest route in each language, Mongolian first; the page
 * holding the blog list is followed by the list's other pages (src/routes/listing.ts). Drafts have
 * no URL, so nothing built from the table (pages, sitemap, alternates, links) names them.
 */
export function routeTable(manifest: TableInput): RouteEntry[] {
  const list = blogListOf(manifest.routes, manifest.settings?.blogCategories.map((c) => c.id) ?? []);
  const entry = (
    lang: Lang,
    route: TableInput["routes"][number],
    index: number,
    source: string,
    listing?: Listing,
  ): RouteEntry => ({
    id: `${lang}:${source}`,
    path: localizePath(source, lang),
    lang,
    template: route.template,
    source,
    index,
    ...(listing ? { listing } : {}),
  });
  return languages.flatMap((lang) =>
    manifest.routes.flatMap((route, index) =>
      isDraft(route)
        ? []
        : index === list?.index
          ? list.views.map((view) => entry(lang, route, index, listingPath(route.path, view), view))
          : [entry(lang, route, index, route.path)],
    ),
  );
}

/** The not-found page of each language, prerendered beside the routes. */
export const notFoundPaths: Record<Lang, string> = { mn: "/404", en: "/en/404" };
