// What a built site costs its visitors: the JavaScript a page loads before it is interactive, the
// data file each page fetches on client navigation, and the biggest chunk.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { routeTable } from "../../src/routes/table";

export interface OutputSizes {
  htmlPages: number;
  /** The most JavaScript (gzip bytes) any sampled page loads before hydrating, and that page. */
  pageJsGzip: number;
  pageJsPage: string;
  /** The same, for the heaviest sampled page of each template (pages outside the route table count as "not-found"). */
  pageJsByTemplate: Record<string, { gzip: number; page: string }>;
  /** Median and largest .data file, bytes. */
  dataMedian: number;
  dataMax: number;
  largestChunk: { file: string; bytes: number; gzip: number };
}

/** Every file under a folder (its path from the working directory). */
const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name));

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The URL an HTML file answers: /en/about/index.html is /en/about. */
const urlOf = (file: string) => file.replace(/\/index\.html$/, "") || "/";

/** Every script a page's HTML starts: module scripts, their imports and modulepreloads, followed through static imports. */
function pageScripts(html: string, client: string): Set<string> {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (url: string) => {
    if (!url.startsWith("/") || found.has(url)) return;
    found.add(url);
    queue.push(url);
  };
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) add(href);
  for (const [, src] of html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)) add(src);
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, url] of body.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) add(url);
  while (queue.length) {
    const url = queue.pop()!;
    const code = readFileSync(join(client, url), "utf8");
    // Static imports only: code split behind import() is not needed to become interactive.
    for (const [, spec] of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*${},\s]+from\s*)?"(\.[^"]+)"/g))
      add(posix.join(posix.dirname(url), spec));
  }
  return found;
}

/** Measures a built site; `templateOf` names the template of a URL, to report the JavaScript of each template's pages. */
export function measureOutput(
  client: string,
  templateOf: (url: string) => string | undefined = () => undefined,
): OutputSizes {
  const all = [...files(client)];
  const html = all.filter((f) => f.endsWith("/index.html"));
  const data = all
    .filter((f) => f.endsWith(".data"))
    .map((f) => statSync(f).size)
    .sort((a, b) => a - b);
  const chunks = all
    .filter((f) => f.includes("/assets/") && f.endsWith(".js"))
    .map((file) => ({ file: file.slice(client.length), bytes: statSync(file).size }));
  const largest = chunks.sort((a, b) => b.bytes - a.bytes)[0];
  // Pages differ only by template and language: a spread of a few hundred covers every template.
  const step = Math.max(1, Math.floor(html.length / 300));
  let pageJsGzip = 0;
  let pageJsPage = "";
  const pageJsByTemplate: OutputSizes["pageJsByTemplate"] = {};
  const gzipOf = new Map<string, number>();
  const sizeOf = (url: string) =>
    gzipOf.get(url) ?? gzipOf.set(url, gzipSize(readFileSync(join(client, url)))).get(url)!;
  for (let i = 0; i < html.length; i += step) {
    const scripts = pageScripts(readFileSync(html[i], "utf8"), client);
    const total = [...scripts].reduce((sum, url) => sum + sizeOf(url), 0);
    const page = html[i].slice(client.length);
    if (total > pageJsGzip) {
      pageJsGzip = total;
      pageJsPage = page;
    }
    const template = templateOf(urlOf(page)) ?? "not-found";
    if (total > (pageJsByTemplate[template]?.gzip ?? 0)) pageJsByTemplate[template] = { gzip: total, page };
  }
  return {
    htmlPages: html.length,
    pageJsGzip,
    pageJsPage,
    pageJsByTemplate,
    dataMedian: data[Math.floor(data.length / 2)] ?? 0,
    dataMax: data.at(-1) ?? 0,
    largestChunk: { ...largest, gzip: gzipSize(readFileSync(join(client, largest.file))) },
  };
}

// tsx scripts/bench/measure-output.ts [build/client] [site.manifest.json]: the JavaScript each template's pages load.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [client = "build/client", manifestFile = "site.manifest.json"] = process.argv.slice(2);
  const table = new Map(
    routeTable(JSON.parse(readFileSync(manifestFile, "utf8"))).map((entry) => [entry.path, entry.template]),
  );
  const sizes = measureOutput(resolve(client), (url) => table.get(url));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("| template | JS before interactive (gzip) | heaviest page |\n| --- | ---: | --- |");
  for (const [template, { gzip, page }] of Object.entries(sizes.pageJsByTemplate).sort())
    console.log(`| ${template} | ${kb(gzip)} | ${page} |`);
  console.log(
    `\nHTML pages: ${sizes.htmlPages}; .data median ${kb(sizes.dataMedian)}, largest ${kb(sizes.dataMax)}; largest chunk ${sizes.largestChunk.file} ${kb(sizes.largestChunk.bytes)} (${kb(sizes.largestChunk.gzip)} gzip)`,
  );
}
