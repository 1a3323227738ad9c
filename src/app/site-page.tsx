import { useEffect } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";
import { TemplateView } from "../../templates/index";
import type { PageData } from "../manifest/page-data";
import { localizePath } from "../routes/table";
import { SiteContext } from "../site-context";
import { Slot } from "../chrome/document-slots";
import { ErrorScreen } from "../chrome/error-screen";
import { Footer } from "../chrome/footer";
import { Header } from "../chrome/header";
import { NotFound } from "../chrome/not-found";

/** Unknown URLs under a collection go to its list, replacing the history entry (/blog/missing → /blog). */
function useCollectionRedirect(data: PageData, navigate: NavigateFunction) {
  const { pathname } = useLocation();
  useEffect(() => {
    const redirect = data.redirects.find((r) => pathname.startsWith(localizePath(r.prefix, data.lang)));
    if (redirect) navigate(localizePath(redirect.to, data.lang), { replace: true });
  }, [data, pathname, navigate]);
}

/** What <main> holds: the page drawn by its template, the not-found page, or the error screen. */
function MainContent({ data, error }: { data: PageData; error?: unknown }) {
  return error !== undefined ? (
    <ErrorScreen error={error} />
  ) : data.page ? (
    <TemplateView page={data.page} data={data} />
  ) : (
    <NotFound />
  );
}

/**
 * The main content alone, as SitePage draws it, for the build's prerender, which draws the rest of
 * the document once per kind of page (src/prerender/page-frame.server.ts). It runs in a router and
 * draws nothing that depends on the router's navigate.
 */
export function PageMain({ data }: { data: PageData }) {
  return (
    <SiteContext.Provider value={{ lang: data.lang, strings: data.chrome.strings }}>
      <MainContent data={data} />
    </SiteContext.Provider>
  );
}

/**
 * One page of the site: header, the page drawn by its template (or the not-found page), footer.
 * Given an error, the error screen takes the template's place and the header and footer stay.
 */
export function SitePage({ data, error }: { data: PageData; error?: unknown }) {
  const navigate = useNavigate();
  useCollectionRedirect(data, navigate);
  return (
    <SiteContext.Provider value={{ lang: data.lang, strings: data.chrome.strings, navigate }}>
      <Header chrome={data.chrome} alternates={data.alternates} />
      <main id="main">
        <Slot part="main">
          <MainContent data={data} error={error} />
        </Slot>
      </main>
      <Footer chrome={data.chrome} />
    </SiteContext.Provider>
  );
}
