import { useEffect } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";
import { TemplateView } from "../../templates/index";
import type { PageData } from "../manifest/page-data";
import { localizePath } from "../routes/table";
import { SiteContext } from "../site-context";
import { ChromeSlot } from "./chrome-slots";
import { ErrorScreen } from "./error-screen";
import { Footer } from "./footer";
import { Header } from "./header";
import { NotFound } from "./not-found";

/** Unknown URLs under a collection go to its list, replacing the history entry (/blog/missing → /blog). */
function useCollectionRedirect(data: PageData, navigate: NavigateFunction) {
  const { pathname } = useLocation();
  useEffect(() => {
    const redirect = data.redirects.find((r) => pathname.startsWith(localizePath(r.prefix, data.lang)));
    if (redirect) navigate(localizePath(redirect.to, data.lang), { replace: true });
  }, [data, pathname, navigate]);
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
      <ChromeSlot part="header">
        <Header chrome={data.chrome} alternates={data.alternates} />
      </ChromeSlot>
      <main id="main">{error !== undefined ? <ErrorScreen error={error} /> : data.page ? <TemplateView page={data.page} data={data} /> : <NotFound />}</main>
      <ChromeSlot part="footer">
        <Footer chrome={data.chrome} />
      </ChromeSlot>
    </SiteContext.Provider>
  );
}
