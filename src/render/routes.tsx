import { useLoaderData, useRouteError, type RouteObject } from "react-router";
import { ErrorScreen } from "../chrome/error-screen";
import type { PageData } from "../manifest/page-data";
import type { ShareImageOf } from "../seo/head";
import { PicturesContext } from "../ui/pictures";
import type { PageAssets } from "./assets";
import { Document } from "./document";
import { SitePage } from "./site-page";

/**
 * React Router's routes for the site: two, whatever the number of pages (one route per page would
 * make matching quadratic). Every URL is served by the one page route, whose loader looks its page
 * up in the route table (src/manifest/page-data.server.ts); an unknown URL gets the not-found page
 * of its language.
 */
export function siteRoutes(
  pageDataOf: (pathname: string) => PageData,
  assets: PageAssets,
  shareImage?: ShareImageOf,
): RouteObject[] {
  const pictures = assets.pictures ?? {};
  function Page() {
    const data = useLoaderData() as PageData;
    return (
      <PicturesContext.Provider value={pictures}>
        <Document data={data} assets={assets} share={shareImage?.(data)}>
          <SitePage data={data} />
        </Document>
      </PicturesContext.Provider>
    );
  }
  /** A page whose loader failed: the error screen, in a bare document. */
  function Failed() {
    return (
      <html lang="en">
        <body>
          <main>
            <ErrorScreen error={useRouteError()} />
          </main>
        </body>
      </html>
    );
  }
  const page = {
    loader: ({ request }: { request: Request }) => pageDataOf(new URL(request.url).pathname),
    Component: Page,
    ErrorBoundary: Failed,
  };
  return [
    { id: "home", index: true, ...page },
    { id: "page", path: "*", ...page },
  ];
}
