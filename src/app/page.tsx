import { loadTemplateOf } from "../../templates/index";
import { pageChunks } from "../bundle/page-chunks.server";
import { loadManifest } from "../manifest/load.server";
import type { PageData } from "../manifest/page-data";
import { pageData } from "../manifest/page-data.server";
import { headOf } from "../seo/head";
import { SitePage } from "./site-page";
import type { Route } from "./+types/page";

// The main content alone, which the build's prerender draws on each page inside a document drawn once
// per kind of page (src/prerender/page-frame.server.ts), from the server build's copy of this module.
export { PageMain } from "./site-page";

/** What a URL renders: the page's own data in its language, and the scripts of its template. */
type PageLoaderData = PageData & { scripts: string[] };

/**
 * Runs at build time for every prerendered URL. React Router's document without a page (the SPA
 * fallback every build writes, which draws the root alone) gets no page's data: it would carry the
 * home page's for nothing, and under `npm run build` React Router's process would read the whole
 * manifest for it.
 */
export async function loader({ request, url }: Route.LoaderArgs): Promise<PageLoaderData | null> {
  if (request.headers.get("X-React-Router-SPA-Mode") === "yes") return null;
  // The page's address: `url`, since request.url keeps the `.data` suffix of a data request.
  const data = pageData(loadManifest(), url.pathname);
  // Rendering stays synchronous: the page's template is loaded before it is drawn.
  await loadTemplateOf(data.page);
  // The header and footer's data stays the last key (src/manifest/page-data.server.ts).
  return { scripts: pageChunks(data.page), ...data };
}

/** On navigation inside the site: the page's data file, then its template's code, before it is drawn. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<PageLoaderData | null> {
  const data = await serverLoader();
  if (data) await loadTemplateOf(data.page);
  return data;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  // The template's code is fetched with the page's other scripts, not after them.
  return [
    ...headOf(loaderData),
    ...loaderData.scripts.map((href) => ({ tagName: "link", rel: "modulepreload", href })),
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <SitePage data={loaderData} />;
}

/**
 * A template that throws: the error screen inside the page's own header and footer. Without the
 * page's data (its loader failed), the root's bare error screen shows instead.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) throw error;
  return <SitePage data={loaderData} error={error} />;
}
