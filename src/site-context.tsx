import { createContext, useContext } from "react";
import { translate, type Strings } from "./i18n/strings";
import { localizePath, type Lang } from "./routes/table";

interface Site {
  lang: Lang;
  strings: Strings;
  /**
   * Moves to a page of the site without reloading (the router's navigate). Without it, as in a
   * page drawn outside the app, links load their page as any link does.
   */
  navigate?: (to: string, options?: { replace?: boolean }) => void;
}

export const SiteContext = createContext<Site>({ lang: "mn", strings: {} });

/** The page's language, its interface strings, and helpers that use them. */
export function useSite() {
  const { lang, strings, navigate } = useContext(SiteContext);
  return {
    lang,
    navigate,
    t: (key: string, vars?: Record<string, string | number>) => translate(strings, key, vars, lang),
    href: (path: string) => localizePath(path, lang),
  };
}
