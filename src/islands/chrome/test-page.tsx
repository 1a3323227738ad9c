// For the chrome's tests: the header, dialog and not-found page of a URL of the real site, drawn
// into jsdom's document as the build draws them.
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { ConsultationDialog } from "../../chrome/consultation-dialog";
import { Header } from "../../chrome/header";
import { NotFound } from "../../chrome/not-found";
import { resolveFacts } from "../../content/facts";
import type { SiteManifest } from "../../generated/manifest";
import { pageData } from "../../manifest/page-data.server";
import { localizePath } from "../../routes/table";
import { SiteContext } from "../../site-context";

export const manifest: SiteManifest = resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8")));

/** An interface word in English. */
export const en = (key: string) => manifest.interface[key].en;

/** The header and dialog of `url` (and its not-found page where it has none), with `main` between them. */
export function renderChrome(url: string, main?: ReactNode) {
  const data = pageData(manifest, url);
  const redirects = data.redirects.map((r) => ({
    prefix: localizePath(r.prefix, data.lang),
    to: localizePath(r.to, data.lang),
  }));
  const view = render(
    <SiteContext.Provider value={{ lang: data.lang, strings: data.chrome.strings }}>
      <Header chrome={data.chrome} alternates={data.alternates} current={data.page?.path} />
      <main>{main ?? (data.page ? null : <NotFound lang={data.lang} redirects={redirects} />)}</main>
      <ConsultationDialog contact={data.chrome.contact} />
    </SiteContext.Provider>,
  );
  return { data, ...view };
}

/** A header dropdown's <details>, found by its label. */
export function dropdown(label: string): HTMLDetailsElement {
  const summary = [...document.querySelectorAll("header summary")].find((s) => s.textContent?.includes(label));
  if (!summary) throw new Error(`no dropdown "${label}" in the header`);
  return summary.parentElement as HTMLDetailsElement;
}
