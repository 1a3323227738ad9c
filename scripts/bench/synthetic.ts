import type { Block, Route, SiteManifest } from "../../src/generated/manifest";
import { defaultPerPage } from "../../src/routes/listing";

/** Longer texts are cut to this many characters in copies, for about 2 KB of text per route. */
const maxText = 48;

/** A text cut to maxText characters, before a figure's name ("{{visa_fee}}") the cut would split. */
function cut(text: string): string {
  for (const name of text.matchAll(/\{\{[^{}]*\}\}/g))
    if (name.index < maxText && name.index + name[0].length > maxText) return text.slice(0, name.index);
  return text.slice(0, maxText);
}

/** Texts are cut; paths of pages and files (/images/articles/….svg) are kept whole, or they would name nothing. */
function shorten<T>(value: T): T {
  if (typeof value === "string") return (value.length > maxText && !value.startsWith("/") ? cut(value) : value) as T;
  if (Array.isArray(value)) return value.map(shorten) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)])) as T;
  return value;
}

/**
 * A copy of a page, less its blog list. A real site has one blog index, which makes a page per
 * category and per page of articles; each copy of it would make as many again, and two lists are
 * refused by the validator. The copy shows a teaser of one list page's worth of articles instead,
 * so it still draws about what a page of the list draws.
 */
function withoutBlogList(route: Route, listPath: string): Route {
  if (route.template !== "page") return route;
  const blocks = route.blocks.map((b): Block =>
    b.type === "blog-list"
      ? {
          type: "blog-teaser",
          heading: b.heading,
          ...(b.intro && { intro: b.intro }),
          count: defaultPerPage,
          viewAll: listPath,
        }
      : b,
  );
  return { ...route, blocks: blocks as typeof route.blocks };
}

/**
 * A deterministic manifest of `size` routes: the real manifest's pages, then copies of them in turn
 * with new paths and shortened texts, so every template and block is represented in its real
 * proportions, except the blog list, which stays on the real blog page alone.
 */
export function syntheticManifest(base: SiteManifest, size: number): SiteManifest {
  const routes: Route[] = [...base.routes];
  for (let i = 0; routes.length < size; i++) {
    const source = base.routes[i % base.routes.length];
    const path = source.path === "/" ? `/home-${i}` : `${source.path}-${i}`;
    routes.push({ ...withoutBlogList(shorten(source), source.path), path });
  }
  return { ...base, routes: routes.slice(0, size) as SiteManifest["routes"] };
}
