import { loadManifest } from "../manifest/load.server";
import type { PageData } from "../manifest/page-data";
import { pageData } from "../manifest/page-data.server";
import { headOf } from "../seo/head";
import { SitePage } from "../chrome/site-page";
import type { Route } from "./+types/page";

/** Runs at build time for every prerendered URL: the page's own data, in its language. */
export function loader({ request }: Route.LoaderArgs): PageData {
  return pageData(loadManifest(), new URL(request.url).pathname);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? headOf(loaderData) : [];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SitePage data={loaderData} />;
}

/**
 * A template that throws: the error screen inside the page's own header and footer. Without the
 * page's data (its loader failed), the root's bare error screen shows instead.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) throw error;
  return <SitePage data={loaderData} error={error} />;
}
