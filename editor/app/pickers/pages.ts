import { todoMarker } from "../../../src/content/todo-marker";
import { blogListOf, otherPaths } from "../../../src/routes/listing";
import type { SiteManifest } from "../api";

/** A page an author can link to: its path and, for the manifest's own pages, its title. */
export interface PageOption {
  path: string;
  title?: { mn: string; en: string };
  /** The page's template (none for the pages the blog list makes). */
  template?: string;
}

/** The pages of the manifest, then the ones the blog list makes (/blog/category/visa), named by category. */
export function pageOptions(data: SiteManifest): PageOption[] {
  const categories = data.settings?.blogCategories ?? [];
  const list = blogListOf(
    data.routes,
    categories.map((c) => c.id),
  );
  const own = data.routes.map((r) => ({ path: r.path, title: r.title, template: r.template }));
  const made = otherPaths(list).map((path) => {
    const category = categories.find((c) => path.endsWith(`/category/${c.id}`));
    return { path, title: category?.label };
  });
  return [...own, ...made];
}

/** How many matching pages the picker lists at once: typing narrows them. */
export const shownPages = 100;

/**
 * "Title — /path" in the interface language, or the path alone for a page of no title yet (a new
 * page's title still the "TODO: …" it was made with).
 */
export const pageCaption = (page: PageOption, lang: "mn" | "en") => {
  const title = pageTitle(page, lang);
  return title ? `${title} — ${page.path}` : page.path;
};

/** A page's title in the interface language, unless it has none written yet. */
export const pageTitle = (page: PageOption, lang: "mn" | "en"): string | undefined => {
  const title = page.title?.[lang];
  return title && !title.startsWith(todoMarker) ? title : undefined;
};

/** The pages whose title (in either language) or path holds every word typed, best first. */
export function searchPages(pages: PageOption[], query: string): PageOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return pages;
  const text = (p: PageOption) => `${p.title?.mn ?? ""} ${p.title?.en ?? ""} ${p.path}`.toLowerCase();
  const found = pages.filter((p) => words.every((w) => text(p).includes(w)));
  // A title that starts with what was typed comes first.
  const starts = (p: PageOption) =>
    [p.title?.mn, p.title?.en, p.path.split("/").pop()].some((t) => t?.toLowerCase().startsWith(words[0]));
  return [...found.filter(starts), ...found.filter((p) => !starts(p))];
}
