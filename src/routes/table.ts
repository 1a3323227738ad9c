import type { Route } from "../generated/manifest";

export const languages = ["mn", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = "mn";

/** One URL of the built site: a manifest route in one language. */
export interface RouteEntry {
  /** Stable and unique: the language and the manifest path, e.g. "en:/about". */
  id: string;
  /** The URL path, e.g. /en/about. */
  path: string;
  lang: Lang;
  template: Route["template"];
  /** The route's path in the manifest, shared by its languages. */
  source: string;
  /** The route's position in manifest.routes. */
  index: number;
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

/** Every URL of the site: each manifest route in each language, Mongolian first. */
export function routeTable(manifest: { routes: Pick<Route, "path" | "template">[] }): RouteEntry[] {
  return languages.flatMap((lang) =>
    manifest.routes.map((route, index) => ({
      id: `${lang}:${route.path}`,
      path: localizePath(route.path, lang),
      lang,
      template: route.template,
      source: route.path,
      index,
    })),
  );
}

/** The not-found page of each language, prerendered beside the routes. */
export const notFoundPaths: Record<Lang, string> = { mn: "/404", en: "/en/404" };
