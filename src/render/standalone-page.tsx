import type { PageData } from "../manifest/page-data";
import { SitePage } from "./site-page";

/**
 * One page of the site drawn outside its document, as the built site draws it inside <body>: for
 * tests and the editor's preview (which adds the stylesheet). `url` is the page's address.
 */
export function StandalonePage({ data }: { url?: string; data: PageData }) {
  return <SitePage data={data} />;
}
