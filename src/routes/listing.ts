// The pages a blog list makes of itself: for a list on /blog, /blog (every article, page 1),
// /blog/page/2…, and /blog/category/ID and /blog/category/ID/page/2… for every category, each only
// as many pages as its articles need. The route table, the page data, the block's links and the
// validator all take these addresses from here.
import { isDraft } from "./status.ts";

/** Articles per page when the block does not say: the schema's "default" (schema/blocks/blog-list.schema.json). */
export const defaultPerPage = 12;

/** One view of the list: every article or one category's (category), and which page of it. */
export interface Listing {
  category?: string;
  page: number;
}

/** The list on the site: the route that holds it, its page size and every view it makes. */
export interface BlogList {
  /** The route's position in manifest.routes. */
  index: number;
  path: string;
  perPage: number;
  views: Listing[];
}

const reserved = ["page", "category"];
const rootOf = (base: string) => (base === "/" ? "" : base);

/** The manifest path of a view: ("/blog", { category: "visa", page: 2 }) → /blog/category/visa/page/2. */
export function listingPath(base: string, { category, page }: Listing): string {
  const path = rootOf(base) + (category ? `/category/${category}` : "") + (page > 1 ? `/page/${page}` : "");
  return path || "/";
}

/** Whether a path is one the list at `base` keeps for its own pages (/blog/page, /blog/category/…). */
export function isListingPath(base: string, path: string): boolean {
  return reserved.some((segment) => {
    const own = `${rootOf(base)}/${segment}`;
    return path === own || path.startsWith(`${own}/`);
  });
}

// Mongolian is the site's default language: ties read the same in both languages, and numbers in
// titles count ("Post 2" before "Post 10").
const byTitle = new Intl.Collator("mn", { numeric: true }).compare;

/**
 * Articles newest first by their published date (YYYY-MM-DD), whatever their order in the file;
 * the same date by Mongolian title. A new array: every blog list, category page and teaser, and the
 * tests that check them, order articles with this.
 */
export function newestFirst<T extends { published: string; title: { mn: string } }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) =>
    a.published < b.published ? 1 : a.published > b.published ? -1 : byTitle(a.title.mn, b.title.mn),
  );
}

export const pageCount = (articles: number, perPage: number) => Math.max(1, Math.ceil(articles / perPage));

/** Every view: all articles first, then each category in the order given; a category without articles still has its page. */
export function listings(
  categories: readonly string[],
  counts: ReadonlyMap<string, number>,
  total: number,
  perPage: number,
): Listing[] {
  const pagesOf = (count: number, category?: string) =>
    Array.from({ length: pageCount(count, perPage) }, (_, i) =>
      category ? { category, page: i + 1 } : { page: i + 1 },
    );
  return [...pagesOf(total), ...categories.flatMap((id) => pagesOf(counts.get(id) ?? 0, id))];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isBlogList = (block: unknown) => isObject(block) && block.type === "blog-list";

/**
 * The first published page with a blog-list block, and the views it makes from the published
 * articles, from routes as written: the validator and the editor read them before they are known
 * to be right, the route table after. A second list is the validator's to report; a page size that
 * is not a positive whole number counts as the default until it is fixed.
 */
export function blogListOf(routes: readonly unknown[], categories: readonly string[]): BlogList | undefined {
  const index = routes.findIndex(
    (r) => isObject(r) && !isDraft(r) && r.template === "page" && Array.isArray(r.blocks) && r.blocks.some(isBlogList),
  );
  const route = routes[index] as Loose | undefined;
  if (!route || typeof route.path !== "string") return undefined;
  const size = ((route.blocks as unknown[]).find(isBlogList) as Loose).perPage;
  const perPage = typeof size === "number" && Number.isInteger(size) && size > 0 ? size : defaultPerPage;
  const counts = new Map<string, number>();
  let total = 0;
  for (const r of routes) {
    if (!isObject(r) || r.template !== "article" || isDraft(r)) continue;
    total++;
    if (typeof r.category === "string") counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  }
  return { index, path: route.path, perPage, views: listings(categories, counts, total, perPage) };
}

/** The paths a list makes besides its own (/blog/page/2, /blog/category/visa…), which links may name. */
export function otherPaths(list: BlogList | undefined): string[] {
  return list ? list.views.slice(1).map((view) => listingPath(list.path, view)) : [];
}
