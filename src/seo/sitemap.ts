import { encodeXML } from "entities";
import { languages, localizePath, routeTable, type Lang } from "../routes/table";
import type { SiteManifest } from "../generated/manifest";
import { theme } from "../theme";
import { manifestIcons } from "./icons.ts";
import { redirectFiles } from "./redirects.ts";

/** sitemap.xml: every page of the route table, each with its language alternates and x-default. */
export function sitemapXml(manifest: SiteManifest): string {
  const base = manifest.settings.baseUrl.replace(/\/+$/, "");
  const url = (path: string) => encodeXML(base + path);
  const alternates = (source: string) =>
    [...languages.map((l: Lang) => [l, localizePath(source, l)]), ["x-default", localizePath(source, languages[0])]]
      .map(([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`)
      .join("\n");
  const entries = routeTable(manifest).map(
    (e) => `  <url>\n    <loc>${url(e.path)}</loc>\n${alternates(e.source)}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export function robotsTxt(manifest: SiteManifest): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${manifest.settings.baseUrl.replace(/\/+$/, "")}/sitemap.xml\n`;
}

/** site.webmanifest: the name and colours a phone uses when the site is added to its home screen. */
export function webManifest(manifest: SiteManifest, colors: { theme: string; background: string }): string {
  const name = manifest.settings.name[languages[0]];
  return (
    JSON.stringify(
      {
        name,
        short_name: name,
        lang: languages[0],
        start_url: "/",
        display: "browser",
        theme_color: colors.theme,
        background_color: colors.background,
        // Made from the logo's mark when the site is built (src/build/icons.server.ts).
        icons: manifestIcons,
      },
      null,
      2,
    ) + "\n"
  );
}

/**
 * The files made from the whole manifest that the site serves beside its pages, by name in the
 * client folder (a redirect's page under its old address: services/student/index.html).
 */
export function siteFiles(manifest: SiteManifest): Record<string, string> {
  return {
    "sitemap.xml": sitemapXml(manifest),
    "robots.txt": robotsTxt(manifest),
    "site.webmanifest": webManifest(manifest, { theme: theme.color.brand, background: theme.color.surface }),
    ...redirectFiles(manifest),
  };
}
