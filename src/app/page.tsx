import { loadManifest } from "../manifest/load.server";
import type { PageData } from "../manifest/page-data";
import { pageData } from "../manifest/page-data.server";
import { translate } from "../i18n/strings";
import { SitePage } from "../chrome/site-page";
import type { Route } from "./+types/page";

/** Runs at build time for every prerendered URL: the page's own data, in its language. */
export function loader({ request }: Route.LoaderArgs): PageData {
  return pageData(loadManifest(), new URL(request.url).pathname);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, chrome } = loaderData;
  const title = page ? (page.path === "/" ? chrome.siteName : `${page.title} | ${chrome.siteName}`) : `${translate(chrome.strings, "notFound.title")} | ${chrome.siteName}`;
  return [{ title }, ...(page ? [{ name: "description", content: page.description }] : [])];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SitePage data={loaderData} />;
}
