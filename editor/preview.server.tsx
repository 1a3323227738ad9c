import { renderToString } from "react-dom/server";
import { SitePage } from "../src/render/site-page";
import type { SiteManifest } from "../src/generated/manifest";
import { resolveFacts } from "../src/content/facts";
import { pageData } from "../src/manifest/page-data.server";
import { isDraft } from "../src/routes/status";
import { localizePath, type Lang } from "../src/routes/table";
import { siteStylesheet } from "../src/bundle/styles-plugin";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * One page as the built site draws it, from the manifest being edited: the real templates, the
 * page's own data. The editor shows it in a frame beside the form; links in it do not navigate.
 * A draft is drawn as it will be once published; the other drafts stay hidden.
 */
export async function renderPreview(manifest: SiteManifest, path: string, lang: Lang): Promise<string> {
  const url = localizePath(path, lang);
  let body: string;
  try {
    const routes = manifest.routes.map((r) =>
      r.path === path && isDraft(r) ? { ...r, status: "published" as const } : r,
    );
    const data = pageData(resolveFacts({ ...manifest, routes: routes as SiteManifest["routes"] }), url);
    body = renderToString(<SitePage data={data} />);
  } catch (error) {
    body = `<main style="font-family:sans-serif;padding:2rem"><h1>The page cannot be drawn yet</h1><p>${escape((error as Error).message)}</p><p>Fix the problems listed in the editor.</p></main>`;
  }
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${siteStylesheet()}</style></head><body>${body}</body></html>`;
}
