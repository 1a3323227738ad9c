import type { ArticlePage, Block, NavColumn, NavLink, Route, SiteManifest } from "../generated/manifest";
import { localize } from "../i18n/localize";
import { languages, localizePath, parsePath, routeTable, type Lang, type RouteEntry } from "../routes/table";
import { sanitize } from "./sanitize.server";
import type { ArticleSummary, Chrome, ChromeColumn, ChromeLink, PageData, RouteSummary } from "./page-data";

interface SiteIndex {
  byUrl: Map<string, RouteEntry>;
  bySource: Map<string, Route>;
  chrome: Partial<Record<Lang, Chrome>>;
}

// Built once per manifest object: every page lookup during a build is then a Map hit.
const indexes = new WeakMap<SiteManifest, SiteIndex>();

function indexOf(manifest: SiteManifest): SiteIndex {
  let index = indexes.get(manifest);
  if (!index) {
    index = {
      byUrl: new Map(routeTable(manifest).map((entry) => [entry.path, entry])),
      bySource: new Map(manifest.routes.map((route) => [route.path, route])),
      chrome: {},
    };
    indexes.set(manifest, index);
  }
  return index;
}

function chromeOf(manifest: SiteManifest, index: SiteIndex, lang: Lang): Chrome {
  const cached = index.chrome[lang];
  if (cached) return cached;
  const link = ({ path, label }: NavLink): ChromeLink => ({ path, label: (label ?? index.bySource.get(path)?.title ?? { mn: path, en: path })[lang] });
  const column = ({ heading, links }: NavColumn): ChromeColumn => ({ heading: heading[lang], links: links.map(link) });
  const { header, footer } = manifest.navigation;
  return (index.chrome[lang] = {
    siteName: manifest.settings.name[lang],
    baseUrl: manifest.settings.baseUrl.replace(/\/+$/, ""),
    shareImage: manifest.settings.shareImage,
    strings: Object.fromEntries(Object.entries(manifest.interface).map(([key, text]) => [key, text[lang]])),
    header: { links: header.links.map(link), menus: header.menus.map((m) => ({ label: m.label[lang], columns: m.columns.map(column) })) },
    footer: { columns: footer.columns.map(column), legal: (footer.legal ?? []).map(link) },
    contact: localize(manifest.settings.contact, lang),
  });
}

/** The page in one language, with its rich text sanitised. */
function localizePage(route: Route, lang: Lang): PageData["page"] {
  const page = localize(route, lang);
  if (page.template === "article") return { ...page, body: sanitize(page.body, lang) };
  if (page.template === "page")
    return { ...page, blocks: page.blocks.map((b) => (b.type === "rich-text" ? { ...b, body: sanitize(b.body, lang) } : b)) as typeof page.blocks };
  return page;
}

/** Where an unknown URL under a collection goes instead: /blog/missing → /blog. */
function redirects(manifest: SiteManifest): PageData["redirects"] {
  const list = manifest.routes.find((r) => r.template === "page" && r.blocks.some((b) => b.type === "blog-list"));
  return list ? [{ prefix: `${list.path}/`, to: list.path }] : [];
}

function summary(route: Route, lang: Lang): RouteSummary {
  return {
    path: route.path,
    template: route.template,
    title: route.title[lang],
    description: route.description[lang],
    ...(route.template === "visa" ? { requirements: route.requirements.slice(0, 4).map((r) => r[lang]) } : {}),
  };
}

/** The paths a block lists, whose titles and descriptions it shows. */
function referencedPaths(block: Block): string[] {
  if (block.type === "services") return block.groups.flatMap((g) => g.paths);
  if (block.type === "visa-finder") return block.rules.map((r) => r.recommend);
  return [];
}

/** How many articles a block shows: all for the blog list, the first few for a teaser. */
function articleCount(blocks: Block[]): number {
  return Math.max(0, ...blocks.map((b) => (b.type === "blog-list" ? Infinity : b.type === "blog-teaser" ? b.count : 0)));
}

function articleSummaries(manifest: SiteManifest, lang: Lang, count: number): ArticleSummary[] {
  if (count === 0) return [];
  const labels = new Map(manifest.settings.blogCategories.map((c) => [c.id, c.label[lang]]));
  const articles = manifest.routes.filter((r): r is ArticlePage => r.template === "article");
  return articles.slice(0, count).map((a) => ({ ...summary(a, lang), category: a.category, categoryLabel: labels.get(a.category) ?? a.category, readTime: a.readTime, icon: a.icon }));
}

/** The data of one URL: its page in its language, plus what the header, footer and its blocks need. */
export function pageData(manifest: SiteManifest, pathname: string): PageData {
  const index = indexOf(manifest);
  const { lang } = parsePath(pathname);
  const entry = index.byUrl.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const route = entry ? index.bySource.get(entry.source) : undefined;
  const chrome = chromeOf(manifest, index, lang);
  if (!entry || !route) return { lang, page: null, alternates: null, chrome, refs: {}, articles: [], categories: [], trail: [], redirects: redirects(manifest) };
  const blocks = route.template === "page" ? route.blocks : [];
  const refs = Object.fromEntries(
    blocks.flatMap(referencedPaths).flatMap((path) => {
      const target = index.bySource.get(path);
      return target ? [[path, summary(target, lang)]] : [];
    }),
  );
  const count = articleCount(blocks);
  return {
    lang,
    page: localizePage(route, lang),
    alternates: Object.fromEntries(languages.map((l) => [l, localizePath(route.path, l)])) as Record<Lang, string>,
    chrome,
    refs,
    articles: articleSummaries(manifest, lang, count),
    categories: route.template === "article" || blocks.some((b) => b.type === "blog-list") ? manifest.settings.blogCategories.map((c) => ({ id: c.id, label: c.label[lang] })) : [],
    trail: trailOf(route.path, index, lang, manifest.interface["nav.home"]?.[lang]),
    redirects: [],
  };
}

/** The existing pages whose paths lead to this one: / then /blog for /blog/x. */
function trailOf(path: string, index: SiteIndex, lang: Lang, homeLabel?: string): PageData["trail"] {
  if (path === "/") return [];
  const segments = path.split("/").slice(1, -1);
  const parents = ["/", ...segments.map((_, i) => "/" + segments.slice(0, i + 1).join("/"))];
  return parents.flatMap((parent) => {
    const route = index.bySource.get(parent);
    // The home page is called what the menu calls it, not by its long title.
    return route ? [{ path: parent, title: (parent === "/" && homeLabel) || route.title[lang] }] : [];
  });
}
