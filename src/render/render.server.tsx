// One page of the site as static HTML: React Router's data-mode static handler runs the page's
// loader, and React draws the document with renderToString. Nothing on the page needs React in the
// browser; the islands the HTML holds get their scripts (src/islands/).
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { sharedPartsOf } from "../chrome/draw-shared-parts";
import { SharedPartsContext, type SharedParts } from "../chrome/shared-parts";
import type { PageData } from "../manifest/page-data";
import type { PageAssets } from "./assets";
import type { ShareImageOf } from "../seo/head";
import { ChecklistSizesContext } from "../ui/checklist-download";
import { GlyphDrawerContext } from "../ui/glyph";
import { islandsIn } from "../ui/island";
import { createGlyphDrawer } from "./glyphs.server";
import { siteRoutes } from "./routes";

export type { PageAssets } from "./assets";

/** A page that could not be drawn; its message names the page and says what went wrong. */
export class PageError extends Error {}

const doctype = "<!DOCTYPE html>";

/** The scripts of the islands the page holds, and the modules each imports at once, for its <head>. */
function islandTags(html: string, assets: PageAssets): string {
  const tags = new Set<string>();
  for (const name of islandsIn(html)) {
    const { src, imports } = assets.islands[name];
    for (const file of imports) tags.add(`<link rel="modulepreload" href="${file}"/>`);
    tags.add(`<script type="module" src="${src}"></script>`);
  }
  return [...tags].join("");
}

/**
 * A renderer of the site's pages: `renderPage("/en/about")` is the page's whole HTML. The page's
 * data comes from `pageDataOf`, which looks it up in the route table; a renderer serves one
 * manifest, since it keeps the parts every page of a language shares and the icons it has drawn
 * (`shareParts: false` draws them on every page instead). `shareImage` names each page's share image (src/share/), for its
 * head. A page that fails to draw throws PageError naming it.
 */
export function createPageRenderer(
  pageDataOf: (pathname: string) => PageData,
  assets: PageAssets,
  { shareParts = true, shareImage }: { shareParts?: boolean; shareImage?: ShareImageOf } = {},
) {
  const handler = createStaticHandler(siteRoutes(pageDataOf, assets, shareImage));
  // The menus and the footer, drawn once per language and reused by every page.
  const shared = new Map<string, SharedParts>();
  const glyphs = shareParts ? createGlyphDrawer() : null;

  return async function renderPage(path: string): Promise<string> {
    const context = await handler.query(new Request(new URL(path, "http://localhost")));
    if (context instanceof Response)
      throw new PageError(`${path}: the page answered with a redirect (status ${context.status}) instead of a page`);
    const failure = context.errors && Object.values(context.errors)[0];
    if (failure) throw new PageError(`${path}: the page's data could not be made: ${messageOf(failure)}`);
    const data = Object.values(context.loaderData)[0] as PageData;
    let html: string;
    try {
      const parts = shareParts
        ? sharedPartsOf(shared, {
            chrome: data.chrome,
            lang: data.lang,
            current: data.page?.path,
            pictures: assets.pictures,
          })
        : null;
      html = renderToString(
        <SharedPartsContext.Provider value={parts}>
          <GlyphDrawerContext.Provider value={glyphs}>
            <ChecklistSizesContext.Provider value={assets.checklists ?? null}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </ChecklistSizesContext.Provider>
          </GlyphDrawerContext.Provider>
        </SharedPartsContext.Provider>,
      );
    } catch (error) {
      const template = data.page ? ` (template "${data.page.template}")` : "";
      throw new PageError(`${path}${template}: the page could not be drawn: ${messageOf(error)}`, { cause: error });
    }
    const head = html.indexOf("</head>");
    return doctype + html.slice(0, head) + islandTags(html, assets) + html.slice(head);
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
