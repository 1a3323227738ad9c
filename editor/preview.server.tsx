import { renderToString } from "react-dom/server";
import { SitePage } from "../src/render/site-page";
import type { SiteManifest } from "../src/generated/manifest";
import type { Problem } from "../src/validate/problem";
import { resolveFacts } from "../src/content/facts";
import { pageData } from "../src/manifest/page-data.server";
import { isDraft } from "../src/routes/status";
import { localizePath, type Lang } from "../src/routes/table";
import { siteStylesheet } from "../src/bundle/styles-plugin";
import { SiteContext } from "../src/site-context";
import { todoMarker } from "../src/content/todo-marker";
import { Footer } from "../src/chrome/footer";
import { Header } from "../src/chrome/header";
import { enhancedAttribute } from "../src/chrome/dom-names";

/** What the preview shows: one page, or the header and footer that a section of the manifest fills. */
export type PreviewTarget = { path: string } | { section: "settings" | "navigation" | "interface" };

/**
 * A drawn page; or its errors, with the page drawn in spite of them when the templates could, else
 * alone (none known when the templates failed).
 */
export type PreviewAnswer = { html: string } | { problems: Problem[]; html?: string };

const chromeSections = ["/settings", "/navigation", "/interface"];
const under = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(prefix + "/");
const errorsUnder = (problems: Problem[], prefixes: string[]) =>
  problems.filter((p) => p.severity === "error" && prefixes.some((prefix) => under(p.pointer, prefix)));

// The editor marks the text that matches the field being edited, and the texts still to write; the
// page's own styles know nothing of either.
const editorStyles =
  "[data-editor-highlight]{outline:3px solid #e0a040;outline-offset:2px;background:rgba(224,160,64,.18);transition:outline-color .6s}" +
  "mark[data-editor-todo]{background:#fff3cd;color:#5c4300;outline:2px dashed #c98a1b;outline-offset:1px}" +
  "main:empty{min-height:60vh}";

/** A text still to write ("TODO: …", as a new page's are) marked in the page's text, never in an attribute. */
const markUnwritten = (html: string) =>
  html.replace(new RegExp(`>(${todoMarker}\\b[^<]*)<`, "g"), "><mark data-editor-todo>$1</mark><");

function documentOf(body: string, lang: Lang) {
  // Drawn as a visitor whose browser runs the page's script sees it (the visa finder's button, not
  // its note without script), though the preview runs none.
  return `<!DOCTYPE html><html lang="${lang}" ${enhancedAttribute}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${siteStylesheet()}</style><style>${editorStyles}</style></head><body>${body}</body></html>`;
}

/**
 * One page as the built site draws it, from the manifest being edited: the real templates, the
 * page's own data. Settings are shown on the home page; navigation and interface words as the header
 * and footer alone. A draft is drawn as it will be once published; the other drafts stay hidden.
 * The page's own errors (from `problems`, the validator's) are answered with it, and with a drawing
 * only when the templates, which expect valid data, still draw it (a link to a page just made a
 * draft); a failure of the templates is answered without its message, which is for developers.
 */
export async function renderPreview(
  manifest: SiteManifest,
  target: PreviewTarget,
  lang: Lang,
  problems: Problem[],
): Promise<PreviewAnswer> {
  const path = "path" in target ? target.path : "/";
  const own =
    "path" in target
      ? manifest.routes.flatMap((r, i) => (r.path === path ? [`/routes/${i}`] : []))
      : [`/${target.section}`];
  const blocking = errorsUnder(problems, own);
  try {
    const routes = manifest.routes.map((r) =>
      r.path === path && isDraft(r) ? { ...r, status: "published" as const } : r,
    );
    const data = pageData(
      resolveFacts({ ...manifest, routes: routes as SiteManifest["routes"] }),
      localizePath(path, lang),
    );
    const body =
      "section" in target && target.section !== "settings" ? (
        <SiteContext.Provider value={{ lang: data.lang, strings: data.chrome.strings }}>
          <Header chrome={data.chrome} alternates={data.alternates} />
          <main id="main" />
          <Footer chrome={data.chrome} />
        </SiteContext.Provider>
      ) : (
        <SitePage data={data} />
      );
    const html = documentOf(markUnwritten(renderToString(body)), lang);
    return blocking.length ? { problems: blocking, html } : { html };
  } catch {
    // The header and footer are drawn from these sections on every page.
    return { problems: blocking.length ? blocking : errorsUnder(problems, chromeSections) };
  }
}
