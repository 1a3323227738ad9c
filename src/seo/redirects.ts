import { encodeXML } from "entities";
import type { SiteManifest } from "../generated/manifest.ts";
import { translate } from "../i18n/strings.ts";
import { languages, localizePath, type Lang } from "../routes/table.ts";

/** The file a static host serves at a URL path: /services/student → services/student/index.html. */
const fileAt = (path: string) => `${path.slice(1)}${path === "/" ? "" : "/"}index.html`;

/**
 * The page left at an old address for hosts that do not read _redirects: it sends the visitor on
 * at once, tells search engines the page lives at the new address and not to index this one, and
 * shows a link for a browser that does not follow the refresh. Its policy is added as the site's
 * other pages get theirs (the <meta charSet> is where it goes).
 */
export function redirectPage(manifest: SiteManifest, to: string, lang: Lang): string {
  const strings = Object.fromEntries(Object.entries(manifest.interface).map(([key, text]) => [key, text[lang]]));
  const target = encodeXML(localizePath(to, lang));
  const canonical = encodeXML(manifest.settings.baseUrl.replace(/\/+$/, "") + localizePath(to, lang));
  const title = encodeXML(translate(strings, "moved.title"));
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title} | ${encodeXML(manifest.settings.name[lang])}</title>
<meta name="robots" content="noindex"/>
<link rel="canonical" href="${canonical}"/>
<meta http-equiv="refresh" content="0; url=${target}"/>
</head>
<body>
<main>
<h1>${title}</h1>
<p><a href="${target}">${encodeXML(translate(strings, "moved.link"))}</a></p>
</main>
</body>
</html>
`;
}

/**
 * The manifest's redirects for static hosts, by file name in the client folder: _redirects for
 * Netlify and Cloudflare Pages (each old address in both languages, 301), and a page at each old
 * address in both languages for the hosts that have no such file. None when there are no redirects.
 */
export function redirectFiles(manifest: SiteManifest): Record<string, string> {
  const redirects = manifest.redirects ?? [];
  if (!redirects.length) return {};
  const lines = redirects.flatMap(({ from, to }) =>
    languages.map((lang) => `${localizePath(from, lang)} ${localizePath(to, lang)} 301`),
  );
  const files: Record<string, string> = {
    _redirects: `# Written by the build from the manifest's redirects: old address, new address, status.\n${lines.join("\n")}\n`,
  };
  for (const { from, to } of redirects)
    for (const lang of languages) files[fileAt(localizePath(from, lang))] = redirectPage(manifest, to, lang);
  return files;
}
