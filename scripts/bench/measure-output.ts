// What a built site costs its visitors: the JavaScript each page loads up front (scripts, module
// preloads and their static imports, gzip), heaviest page by template and language, and the size
// of its HTML. Every page is measured: a file is parsed and compressed once, whatever loads it.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { notFoundPaths, routeTable } from "../../src/routes/table";
import type { SiteManifest } from "../../src/generated/manifest";
import { pageScriptMeter } from "./page-scripts";

/** The island whose pages have a budget of their own. */
export const finderIsland = 'data-island="visa-finder"';

export interface HeaviestPage {
  /** Gzip bytes of JavaScript loaded up front. */
  gzip: number;
  page: string;
  /** How many pages of the group were measured. */
  pages: number;
}

export interface OutputSizes {
  htmlPages: number;
  htmlBytesAverage: number;
  /** By "template lang", with " +finder" for the pages holding the visa finder (template "page" has both). */
  groups: Record<string, HeaviestPage & { template: string; lang: string; finder: boolean }>;
  withFinder?: HeaviestPage;
  withoutFinder?: HeaviestPage;
}

/** Template and language of each URL of a manifest's site: its route table, and each language's not-found page. */
export function pageKinds(manifest: SiteManifest): Map<string, { template: string; lang: string }> {
  const kinds = new Map<string, { template: string; lang: string }>(
    routeTable(manifest).map((entry) => [entry.path, { template: entry.template, lang: entry.lang }]),
  );
  for (const [lang, path] of Object.entries(notFoundPaths)) kinds.set(path, { template: "not-found", lang });
  return kinds;
}

/** The URL an HTML file answers: /en/about/index.html is /en/about. */
const urlOf = (file: string) => file.replace(/\/?index\.html$/, "") || "/";

function heavier(current: HeaviestPage | undefined, gzip: number, page: string): HeaviestPage {
  const pages = (current?.pages ?? 0) + 1;
  return current && current.gzip >= gzip ? { ...current, pages } : { gzip, page, pages };
}

/** Measures the site in `client`; `kinds` names each page's template and language (pageKinds). */
export function measureOutput(client: string, kinds: Map<string, { template: string; lang: string }>): OutputSizes {
  const measure = pageScriptMeter(client);
  const sizes: OutputSizes = { htmlPages: 0, htmlBytesAverage: 0, groups: {} };
  let htmlBytes = 0;
  for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(join(client, file), "utf8");
    const page = "/" + file;
    const url = urlOf(page);
    const { gzip } = measure(html, url);
    const finder = html.includes(finderIsland);
    const { template, lang } = kinds.get(url) ?? { template: "not in the route table", lang: "" };
    const key = `${template} ${lang}${finder ? " +finder" : ""}`;
    sizes.groups[key] = { template, lang, finder, ...heavier(sizes.groups[key], gzip, page) };
    if (finder) sizes.withFinder = heavier(sizes.withFinder, gzip, page);
    else sizes.withoutFinder = heavier(sizes.withoutFinder, gzip, page);
    sizes.htmlPages++;
    htmlBytes += Buffer.byteLength(html);
  }
  sizes.htmlBytesAverage = Math.round(htmlBytes / Math.max(1, sizes.htmlPages));
  return sizes;
}

// npx tsx scripts/bench/measure-output.ts [build/client] [site.manifest.json]: the same for a site already built.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [client = "build/client", manifestFile = "site.manifest.json"] = process.argv.slice(2);
  const sizes = measureOutput(resolve(client), pageKinds(JSON.parse(readFileSync(manifestFile, "utf8"))));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    "| template | language | pages | JavaScript up front, heaviest (gzip) | page |\n| --- | --- | ---: | ---: | --- |",
  );
  for (const [, group] of Object.entries(sizes.groups).sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `| ${group.template}${group.finder ? " (visa finder)" : ""} | ${group.lang} | ${group.pages} | ${kb(group.gzip)} | ${group.page} |`,
    );
  console.log(`\nHTML pages: ${sizes.htmlPages}, ${kb(sizes.htmlBytesAverage)} on average`);
}
