import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { Chrome } from "../manifest/page-data";
import type { Lang } from "../routes/table";
import { SiteContext } from "../site-context";
import { PicturesContext, type PictureTable } from "../ui/pictures";
import { DialogContent } from "./consultation-dialog";
import { FooterContent } from "./footer";
import { NavContent } from "./header";
import type { SharedParts } from "./shared-parts";

/**
 * The shared parts of a page of `lang` whose manifest path is `current`, drawn once per language
 * (and per page the menu marks) and kept in `cache`. A cache serves one manifest: a renderer's.
 */
export function sharedPartsOf(
  cache: Map<string, SharedParts>,
  { chrome, lang, current, pictures = {} }: { chrome: Chrome; lang: Lang; current?: string; pictures?: PictureTable },
): SharedParts {
  // The menu marks the pages it links to as current (and the dropdown holding one); on every
  // other page it is the same.
  const linked = (links: { path: string }[]) => links.some((link) => link.path === current);
  const marked =
    current !== undefined &&
    (linked(chrome.header.links) || chrome.header.menus.some((m) => m.columns.some((c) => linked(c.links))))
      ? current
      : "";
  const key = `${lang} ${marked}`;
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
      nav: draw(<NavContent chrome={chrome} current={marked} />),
      footer: draw(<FooterContent chrome={chrome} />),
      dialog: draw(<DialogContent contact={chrome.contact} />),
    };
    cache.set(key, parts);
  }
  return parts;
}
