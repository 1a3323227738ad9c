import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { Chrome } from "../manifest/page-data";
import type { Lang } from "../routes/table";
import { SiteContext } from "../site-context";
import { PicturesContext, type PictureTable } from "../ui/pictures";
import { DialogContent } from "./consultation-dialog";
import { FooterContent } from "./footer";
import { NavContent } from "./header";
import { menuMarks } from "./main-menu";
import type { SharedParts } from "./shared-parts";

/**
 * The shared parts of a page of `lang` whose manifest path is `current`, drawn once per language
 * (and per page the menu marks) and kept in `cache`. A cache serves one manifest: a renderer's.
 */
export function sharedPartsOf(
  cache: Map<string, SharedParts>,
  { chrome, lang, current, pictures = {} }: { chrome: Chrome; lang: Lang; current?: string; pictures?: PictureTable },
): SharedParts {
  // Pages the menu marks alike share one drawing of it: most pages, marked nowhere, one per language.
  const marks = current === undefined ? undefined : menuMarks(chrome.header, current);
  const marked = marks && (Object.keys(marks.links).length || marks.menus.some(Boolean)) ? current : "";
  const key = `${lang} ${marked ? JSON.stringify(marks) : ""}`;
  let parts = cache.get(key);
  if (!parts) {
    const site = { lang, strings: chrome.strings };
    // Drawn as the page around them is, so that a page is the same with or without them shared.
    const draw = (part: ReactNode) =>
      renderToString(
        <SiteContext.Provider value={site}>
          <PicturesContext.Provider value={pictures}>{part}</PicturesContext.Provider>
        </SiteContext.Provider>,
      );
    parts = {
      nav: draw(<NavContent chrome={chrome} current={marked || undefined} />),
      footer: draw(<FooterContent chrome={chrome} />),
      dialog: draw(<DialogContent contact={chrome.contact} />),
    };
    cache.set(key, parts);
  }
  return parts;
}
