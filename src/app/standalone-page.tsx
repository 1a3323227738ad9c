import { MemoryRouter } from "react-router";
import type { PageData } from "../manifest/page-data";
import { SitePage } from "./site-page";

/**
 * One page of the site drawn outside the site's own app, as the built site draws it: a router
 * standing at `url` around SitePage. For tests and the editor's preview (which adds the stylesheet).
 */
export function StandalonePage({ url, data }: { url: string; data: PageData }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <SitePage data={data} />
    </MemoryRouter>
  );
}
