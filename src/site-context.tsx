import { createContext, useContext } from "react";
import { translate, type Strings } from "./i18n/strings";
import { localizePath, type Lang } from "./routes/table";

interface Site {
  lang: Lang;
  strings: Strings;
  /** The locale dates are written in (the page data's chrome.dateLocale); the language's own without it. */
  dateLocale?: string;
}

export const SiteContext = createContext<Site>({ lang: "mn", strings: {} });

type Helpers = {
  lang: Lang;
  dateLocale: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
  href: (path: string) => string;
};

// A page draws a few hundred links, each asking for the helpers: they are made once per page's
// context value, not once per link.
const made = new WeakMap<Site, Helpers>();

function helpersOf(site: Site): Helpers {
  const { lang, strings, dateLocale = lang } = site;
  const helpers: Helpers = {
    lang,
    dateLocale,
    t: (key, vars) => translate(strings, key, vars, lang),
    href: (path) => localizePath(path, lang),
  };
  made.set(site, helpers);
  return helpers;
}

/** The page's language, its interface strings, and helpers that use them. */
export function useSite(): Helpers {
  const site = useContext(SiteContext);
  return made.get(site) ?? helpersOf(site);
}
