import { ThemeProvider } from "@emotion/react";
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { MemoryRouter } from "react-router";
import { SitePage } from "../src/chrome/site-page";
import type { SiteManifest } from "../src/generated/manifest";
import { resolveFacts } from "../src/manifest/facts";
import { pageData } from "../src/manifest/page-data.server";
import { siteTheme } from "../src/theme";
import "./load-templates";

/** The real manifest, as the site is built from it: its facts filled in. */
export const siteManifest = (): SiteManifest => resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8")));

/** Renders one URL the way the built site does, from a manifest. */
export function renderPage(manifest: SiteManifest, url: string) {
  const data = pageData(manifest, url);
  return {
    data,
    ...render(
      <ThemeProvider theme={siteTheme}>
        <MemoryRouter initialEntries={[url]}>
          <SitePage data={data} />
        </MemoryRouter>
      </ThemeProvider>,
    ),
  };
}
