import { createContext, useContext } from "react";
import { translate, type Strings } from "./i18n/strings";
import { localizePath, type Lang } from "./routes/table";

interface Site {
  lang: Lang;
  strings: Strings;
}

export const SiteContext = createContext<Site>({ lang: "mn", strings: {} });

/** The page's language, its interface strings, and helpers that use them. */
export function useSite() {
  const { lang, strings } = useContext(SiteContext);
  return {
    lang,
    t: (key: string, vars?: Record<string, string | number>) => translate(strings, key, vars, lang),
    href: (path: string) => localizePath(path, lang),
  };
}
