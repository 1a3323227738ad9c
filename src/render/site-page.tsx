import { TemplateView } from "../../templates/index";
import type { PageData } from "../manifest/page-data";
import { localizePath } from "../routes/table";
import { SiteContext } from "../site-context";
import { ConsultationDialog } from "../chrome/consultation-dialog";
import { ErrorScreen } from "../chrome/error-screen";
import { Footer } from "../chrome/footer";
import { Header } from "../chrome/header";
import { NotFound } from "../chrome/not-found";

/** What <main> holds: the page drawn by its template, the not-found page, or the error screen. */
function MainContent({ data, error }: { data: PageData; error?: unknown }) {
  return error !== undefined ? (
    <ErrorScreen error={error} />
  ) : data.page ? (
    <TemplateView page={data.page} data={data} />
  ) : (
    <NotFound
      lang={data.lang}
      redirects={data.redirects.map((r) => ({
        prefix: localizePath(r.prefix, data.lang),
        to: localizePath(r.to, data.lang),
      }))}
    />
  );
}

/**
 * One page of the site: header, the page drawn by its template (or the not-found page), footer,
 * and the consultation dialog that every consultation button opens.
 * Given an error, the error screen takes the template's place and the header and footer stay.
 */
export function SitePage({ data, error }: { data: PageData; error?: unknown }) {
  return (
    <SiteContext.Provider value={{ lang: data.lang, strings: data.chrome.strings, dateLocale: data.chrome.dateLocale }}>
      <Header chrome={data.chrome} alternates={data.alternates} current={data.page?.path} />
      <main id="main">
        <MainContent data={data} error={error} />
      </main>
      <Footer chrome={data.chrome} />
      <ConsultationDialog contact={data.chrome.contact} />
    </SiteContext.Provider>
  );
}
