import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { PageData } from "../manifest/page-data";
import { siteTheme } from "../theme";
import { SitePage } from "./site-page";

/**
 * One page of the site drawn outside the site's own app, as the built site draws it: the site's
 * theme and a router standing at `url` around SitePage. For tests and the editor's preview;
 * `children` (global styles, say) go inside the theme, before the page.
 */
export function StandalonePage({ url, data, children }: { url: string; data: PageData; children?: ReactNode }) {
  return (
    <ThemeProvider theme={siteTheme}>
      {children}
      <MemoryRouter initialEntries={[url]}>
        <SitePage data={data} />
      </MemoryRouter>
    </ThemeProvider>
  );
}
