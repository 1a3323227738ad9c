import type { ArticlePage, Block, Contact, Icon, Route } from "../generated/manifest";
import type { Localized } from "../i18n/localize";
import type { Strings } from "../i18n/strings";
import type { Lang } from "../routes/table";

/** A link of the header or footer, with its caption in the page's language. */
export interface ChromeLink {
  path: string;
  label: string;
}

export interface ChromeColumn {
  heading: string;
  links: ChromeLink[];
}

/** What the shared header, footer and dialogs need, in one language. */
export interface Chrome {
  siteName: string;
  /** The site's address, e.g. https://www.example.mn, for canonical and shared links. */
  baseUrl: string;
  /** The logo's files in this language (settings.logo), for a light and a dark background. */
  logo?: { light: string; dark: string };
  /** The picture for shared links, a path in public/. */
  shareImage?: string;
  strings: Strings;
  /** The locale dates are written in: Mongolian, or English as the glossary spells it (en-GB or en-US). */
  dateLocale: string;
  header: { links: ChromeLink[]; menus: { label: string; columns: ChromeColumn[] }[] };
  footer: { columns: ChromeColumn[]; legal: ChromeLink[] };
  contact: Localized<Contact>;
}

/** A page another page links to, as cards and lists show it. */
export interface RouteSummary {
  path: string;
  template: Route["template"];
  title: string;
  description: string;
  /** A visa's first requirements, for recommendations. */
  requirements?: string[];
  /** The page's own icon, where it has one. */
  icon?: Icon;
}

export interface ArticleSummary extends RouteSummary {
  category: ArticlePage["category"];
  categoryLabel: string;
  readTime: number;
  icon: ArticlePage["icon"];
  /** The day it was published, as the manifest writes it (2025-03-14). */
  published: ArticlePage["published"];
  /** Its picture, for its card. */
  cover?: { src: string; alt: string };
}

/** Where a page of the blog list stands: for its filter links, count line and pagination. */
export interface BlogListing {
  /** The manifest path of the list's first page (/blog), from which its other pages' paths are made. */
  path: string;
  /** The chosen category; none for every article. */
  category?: string;
  page: number;
  pages: number;
  /** How many articles the choice has, on all its pages together. */
  total: number;
}

/** Everything one URL renders: its own page only, never the whole manifest. */
export interface PageData {
  lang: Lang;
  /** null on the not-found page. */
  page: Localized<Route> | null;
  /** The URL of this page in each language. */
  alternates: Record<Lang, string> | null;
  chrome: Chrome;
  /** Pages that this page's blocks list, by manifest path. */
  refs: Record<string, RouteSummary>;
  /** On a detail page, the pages its end links to (src/manifest/related.server.ts). */
  related: RouteSummary[];
  /** Articles for the blog teaser, or this page of the blog list's, newest first. */
  articles: ArticleSummary[];
  /** On a page of the blog list: which one; otherwise null. */
  listing: BlogListing | null;
  categories: { id: string; label: string }[];
  /** The pages above this one, home first, for breadcrumbs: /blog/x has home and /blog. */
  trail: { path: string; title: string }[];
  /** On the not-found page: unknown URLs under a prefix go to a page instead (/blog/missing → /blog). */
  redirects: { prefix: string; to: string }[];
}

export type LocalizedBlock = Localized<Block>;
export type LocalizedPage<T extends Route["template"]> = Localized<Extract<Route, { template: T }>>;
