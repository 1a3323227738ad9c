import type { ReactNode } from "react";
import type { PageData } from "../manifest/page-data";
import { headOf, type ShareImage } from "../seo/head";
import { icons } from "../seo/icons";
import { theme } from "../theme";
import type { PageAssets } from "./assets";
import { FontTags } from "./fonts";
import { HeadTags } from "./head";
import { scriptJson } from "../ui/island";

/**
 * Moving between pages is following plain links between static pages. Browsers that support
 * speculation rules load the page behind a link of the site once the pointer rests on it (or a
 * finger touches it), so that it shows at once when followed. The policy allows this script by
 * its hash, as every inline script (src/build/inline-code.server.ts).
 */
export const speculationRules = scriptJson({
  prerender: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});

/** The HTML document of one page: its language, head, stylesheet, and the page drawn in its body. */
export function Document({
  data,
  assets,
  share,
  children,
}: {
  data: PageData;
  assets: PageAssets;
  /** The page's own share image, if one is drawn for it (src/share/). */
  share?: ShareImage;
  children: ReactNode;
}) {
  return (
    <html lang={data.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags tags={headOf(data, share)} />
        <link rel="icon" href={icons.ico} sizes="32x32" />
        <link rel="icon" href={icons.svg} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={icons.appleTouch} />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content={theme.color.brand} />
        {assets.fonts && <FontTags fonts={assets.fonts} />}
        <link rel="stylesheet" href={assets.stylesheet} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {assets.devClient && <script type="module" src={assets.devClient} />}
      </head>
      <body data-island="chrome">{children}</body>
    </html>
  );
}
