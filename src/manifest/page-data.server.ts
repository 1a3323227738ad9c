import type { Block, NavColumn, NavLink, Route, SiteManifest } from "../generated/manifest";
import type { Strings } from "../i18n/strings";
import { localize } from "../i18n/localize";
import { draftPaths } from "../routes/status";
import { languages, localizePath, parsePath, routeTable, type Lang, type RouteEntry } from "../routes/table";
import { articleSummary, blogIndex, listingTitle, listingView, type BlogIndex } from "./blog.server";
import { sanitize } from "../content/sanitize.server";
import { typeset } from "../content/typography";
import { relatedPages } from "./related.server";
import type { Chrome, ChromeColumn, ChromeLink, PageData, RouteSummary } from "./page-data";

interface SiteIndex {
  byUrl: Map<string, RouteEntry>;
  /** The published pages by manifest path. */
  bySource: Map<string, Route>;
  /** The paths of the drafts, which menus and the visa finder leave out. */
  drafts: Set<string>;
  blog: BlogIndex;
  /** The pages related to a detail page, by path. */
  related: (route: Route) => string[];
  chrome: Partial<Record<Lang, Chrome>>;
}

// Built once per manifest object: every page lookup during a build is then a Map hit.
const indexes = new WeakMap<SiteManifest, SiteIndex>();

function indexOf(manifest: SiteManifest): SiteIndex {
  let index = indexes.get(manifest);
  if (!index) {
    const drafts = draftPaths(manifest.routes);
    const published = manifest.routes.filter((route) => !drafts.has(route.path));
    const blog = blogIndex(manifest);
    index = {
      byUrl: new Map(routeTable(manifest).map((entry) => [entry.path, entry])),
      bySource: new Map(published.map((route) => [route.path, route])),
      drafts,
      blog,
      related: relatedPages(published, blog),
      chrome: {},
    };
    indexes.set(manifest, index);
  }
  return index;
}

/** What a page is called: its title, or for a page the blog list makes (/blog/category/visa), that page's own. */
function titleOf(
  manifest: SiteManifest,
  index: SiteIndex,
  path: string,
  lang: Lang,
  strings: Strings,
): string | undefined {
  const route = index.bySource.get(path);
  if (route) return route.title[lang];
  const entry = index.byUrl.get(localizePath(path, lang));
  return entry?.listing && listingTitle(manifest.routes[entry.index], entry.listing, index.blog, lang, strings);
}

function chromeOf(manifest: SiteManifest, index: SiteIndex, lang: Lang): Chrome {
  const cached = index.chrome[lang];
  if (cached) return cached;
  const strings: Strings = Object.fromEntries(
    Object.entries(manifest.interface).map(([key, text]) => [key, text[lang]]),
  );
  // A menu entry of a draft stays in the manifest, hidden until the page is published; so does a
  // column whose entries are all hidden.
  const links = (all: NavLink[]): ChromeLink[] =>
    all
      .filter(({ path }) => !index.drafts.has(path.split("#")[0]))
      .map(({ path, label }) => ({
        path,
        label: typeset(label?.[lang] ?? titleOf(manifest, index, path, lang, strings) ?? path),
      }));
  const columns = (all: NavColumn[]): ChromeColumn[] =>
    all.flatMap(({ heading, links: written }) => {
      const shown = links(written);
      return shown.length || !written.length ? [{ heading: typeset(heading[lang]), links: shown }] : [];
    });
  const { header, footer } = manifest.navigation;
  return (index.chrome[lang] = {
    siteName: manifest.settings.name[lang],
    baseUrl: manifest.settings.baseUrl.replace(/\/+$/, ""),
    shareImage: manifest.settings.shareImage,
    logo: manifest.settings.logo && {
      light: manifest.settings.logo.light[lang],
      dark: manifest.settings.logo.dark[lang],
    },
    strings,
    dateLocale: lang === "mn" ? "mn" : manifest.settings.glossary?.englishSpelling === "american" ? "en-US" : "en-GB",
    header: {
      links: links(header.links),
      menus: header.menus.map((m) => ({ label: typeset(m.label[lang]), columns: columns(m.columns) })),
    },
    footer: { columns: columns(footer.columns), legal: links(footer.legal ?? []) },
    contact: localize(manifest.settings.contact, lang),
  });
}

/**
 * The page in one language, its plain texts typeset (src/content/typography.ts: its rich text gets
 * the same once sanitised), with the visa finders' rules that recommend a draft left out.
 */
function localizePage(route: Route, lang: Lang, drafts: Set<string>): NonNullable<PageData["page"]> {
  const page = localize(route, lang, typeset);
  if (page.template === "page")
    return {
      ...page,
      blocks: page.blocks.map((b) =>
        b.type === "visa-finder" ? { ...b, rules: b.rules.filter((r) => !drafts.has(r.recommend)) } : b,
      ) as typeof page.blocks,
    };
  return page;
}

/** The page with its rich text (an article's body, the rich-text blocks') sanitised to the allow-list. */
function sanitizePage(page: NonNullable<PageData["page"]>, lang: Lang): NonNullable<PageData["page"]> {
  if (page.template === "article") return { ...page, body: sanitize(page.body, lang) };
  if (page.template === "page")
    return {
      ...page,
      blocks: page.blocks.map((b) =>
        b.type === "rich-text" ? { ...b, body: sanitize(b.body, lang) } : b,
      ) as typeof page.blocks,
    };
  return page;
}

/** Data from rawPageData with its rich text sanitised (src/content/sanitize.server.ts): what pages are drawn from. */
export const sanitizePageData = (data: PageData): PageData =>
  data.page ? { ...data, page: sanitizePage(data.page, data.lang) } : data;

/** The data of one URL, to draw its page from: its page in its language, plus what the header, footer and its blocks need. */
export const pageData = (manifest: SiteManifest, pathname: string): PageData =>
  sanitizePageData(rawPageData(manifest, pathname));

/** Where an unknown URL under a collection goes instead: /blog/missing (or /blog/category/nope) → /blog. */
function redirects({ blog: { list } }: SiteIndex): PageData["redirects"] {
  return list ? [{ prefix: `${list.path}/`, to: list.path }] : [];
}

function summary(route: Route, lang: Lang): RouteSummary {
  return {
    path: route.path,
    template: route.template,
    title: typeset(route.title[lang]),
    description: typeset(route.description[lang]),
    ...(route.template === "visa" ? { requirements: route.requirements.slice(0, 4).map((r) => typeset(r[lang])) } : {}),
    ...("icon" in route && route.icon ? { icon: route.icon } : {}),
  };
}

/** The paths a block lists, whose titles and descriptions it shows. */
function referencedPaths(block: Block): string[] {
  if (block.type === "services") return block.groups.flatMap((g) => g.paths);
  if (block.type === "visa-finder") return block.rules.map((r) => r.recommend);
  return [];
}

/** The first articles of the blog, as many as the page's teaser shows. */
function teaserArticles(blocks: Block[], blog: BlogIndex, lang: Lang) {
  const count = Math.max(0, ...blocks.map((b) => (b.type === "blog-teaser" ? b.count : 0)));
  return blog.all.slice(0, count).map((a) => articleSummary(a, blog, lang));
}

/**
 * The data of one URL as pageData gives it, but with its rich text as the author wrote it: what a
 * page's key is made from (src/prerender/earlier-pages.server.ts), which spares a rebuild
 * sanitising the pages it keeps. The sanitiser is code, whose hash the key holds.
 */
export function rawPageData(manifest: SiteManifest, pathname: string): PageData {
  const index = indexOf(manifest);
  const { lang } = parsePath(pathname);
  const entry = index.byUrl.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const chrome = chromeOf(manifest, index, lang);
  if (!entry)
    return {
      lang,
      page: null,
      alternates: null,
      refs: {},
      related: [],
      articles: [],
      listing: null,
      categories: [],
      trail: [],
      redirects: redirects(index),
      chrome,
    };
  const route = manifest.routes[entry.index];
  const blocks = route.template === "page" ? route.blocks : [];
  const refs = Object.fromEntries(
    blocks.flatMap(referencedPaths).flatMap((path) => {
      const target = index.bySource.get(path);
      return target ? [[path, summary(target, lang)]] : [];
    }),
  );
  const page = localizePage(route, lang, index.drafts);
  // A page of the blog list has its own title and description, and only its own articles.
  const view = entry.listing && listingView(route, entry.listing, index.blog, lang, chrome.strings);
  return {
    lang,
    page: view ? { ...page, title: view.title, description: view.description } : page,
    alternates: Object.fromEntries(languages.map((l) => [l, localizePath(entry.source, l)])) as Record<Lang, string>,
    refs,
    related: index.related(route).map((path) => summary(index.bySource.get(path)!, lang)),
    articles: view ? view.articles : teaserArticles(blocks, index.blog, lang),
    listing: view ? view.listing : null,
    categories:
      route.template === "article" || view
        ? manifest.settings.blogCategories.map((c) => ({ id: c.id, label: c.label[lang] }))
        : [],
    trail: trailOf(entry.source, manifest, index, lang, chrome.strings),
    redirects: [],
    chrome,
  };
}

/** The pages above this one, home first: / then /blog for /blog/x, and the category's page for /blog/category/visa/page/2. */
function trailOf(
  path: string,
  manifest: SiteManifest,
  index: SiteIndex,
  lang: Lang,
  strings: Strings,
): PageData["trail"] {
  if (path === "/") return [];
  const segments = path.split("/").slice(1, -1);
  const parents = ["/", ...segments.map((_, i) => "/" + segments.slice(0, i + 1).join("/"))];
  return parents.flatMap((parent) => {
    const title = titleOf(manifest, index, parent, lang, strings);
    // The home page is called what the menu calls it, not by its long title.
    return title ? [{ path: parent, title: (parent === "/" && strings["nav.home"]) || title }] : [];
  });
}
