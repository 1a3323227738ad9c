import { typeset } from "../content/typography";
import type { ArticlePage, Route, SiteManifest } from "../generated/manifest";
import { translate, type Strings } from "../i18n/strings";
import { blogListOf, newestFirst, pageCount, type BlogList, type Listing } from "../routes/listing";
import { isDraft } from "../routes/status";
import type { Lang } from "../routes/table";
import type { ArticleSummary, BlogListing } from "./page-data";

/**
 * The published articles newest first, every one and by category, with the blog list: made
 * once per manifest, so that a page of the list costs one slice whatever the number of articles.
 */
export interface BlogIndex {
  all: ArticlePage[];
  byCategory: Map<string, ArticlePage[]>;
  list?: BlogList;
  categories: SiteManifest["settings"]["blogCategories"];
}

export function blogIndex(manifest: SiteManifest): BlogIndex {
  const categories = manifest.settings.blogCategories;
  const all = newestFirst(manifest.routes.filter((r): r is ArticlePage => r.template === "article" && !isDraft(r)));
  const byCategory = new Map(categories.map((c) => [c.id, [] as ArticlePage[]]));
  for (const article of all) byCategory.get(article.category)?.push(article);
  return {
    all,
    byCategory,
    list: blogListOf(
      manifest.routes,
      categories.map((c) => c.id),
    ),
    categories,
  };
}

const labelOf = (blog: BlogIndex, id: string, lang: Lang) =>
  blog.categories.find((c) => c.id === id)?.label[lang] ?? id;

/** An article as cards show it, in one language. */
export function articleSummary(article: ArticlePage, blog: BlogIndex, lang: Lang): ArticleSummary {
  const { path, template, title, description, category, readTime, icon, published } = article;
  return {
    path,
    template,
    title: typeset(title[lang]),
    description: typeset(description[lang]),
    category,
    categoryLabel: labelOf(blog, category, lang),
    readTime,
    icon,
    published,
    ...(article.cover && { cover: { src: article.cover.src, alt: article.cover.alt[lang] } }),
  };
}

/** The title of a page of the list: "Visa articles", "Blog, page 2", from the interface words. */
export function listingTitle(route: Route, listing: Listing, blog: BlogIndex, lang: Lang, strings: Strings): string {
  const title = listing.category
    ? translate(strings, "blog.categoryTitle", { category: labelOf(blog, listing.category, lang) }, lang)
    : route.title[lang];
  return listing.page > 1 ? translate(strings, "blog.pageTitle", { title, n: listing.page }, lang) : title;
}

function listingDescription(
  route: Route,
  listing: Listing,
  pages: number,
  blog: BlogIndex,
  lang: Lang,
  strings: Strings,
): string {
  const own = route.description[lang];
  const description = listing.category
    ? translate(
        strings,
        "blog.categoryDescription",
        { category: labelOf(blog, listing.category, lang), description: own },
        lang,
      )
    : own;
  return listing.page > 1
    ? translate(strings, "blog.pageDescription", { n: listing.page, pages, description }, lang)
    : description;
}

/** One page of the list: its own title and description, its page of articles, and where it stands among the pages. */
export function listingView(route: Route, listing: Listing, blog: BlogIndex, lang: Lang, strings: Strings) {
  const chosen = listing.category ? (blog.byCategory.get(listing.category) ?? []) : blog.all;
  const perPage = blog.list?.perPage ?? chosen.length;
  const pages = pageCount(chosen.length, perPage);
  const start = (listing.page - 1) * perPage;
  const view: BlogListing = {
    path: route.path,
    ...(listing.category ? { category: listing.category } : {}),
    page: listing.page,
    pages,
    total: chosen.length,
  };
  return {
    title: listingTitle(route, listing, blog, lang, strings),
    description: listingDescription(route, listing, pages, blog, lang, strings),
    articles: chosen.slice(start, start + perPage).map((a) => articleSummary(a, blog, lang)),
    listing: view,
  };
}
