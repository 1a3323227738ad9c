// npm run lighthouse: Lighthouse's mobile audit (performance, accessibility, best practices, SEO) of
// the built site served with gzip, on the home page, a visa page and the newest article in both
// languages. Prints the scores, what to fix, and exits 1 when a score is under 100. The JSON reports
// go to bench-results/lighthouse/. Node 24 and Lighthouse are downloaded on first use.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ArticlePage } from "../src/generated/manifest.ts";
import { loadManifest } from "../src/manifest/load.server.ts";
import { newestFirst } from "../src/routes/listing.ts";
import { defaultLanguage, languages, localizePath, routeTable } from "../src/routes/table.ts";
import { findChromium } from "../tests/chromium.ts";
import { printSummaries, summarize, type LighthouseResult, type PageSummary } from "./lighthouse/report.ts";
import { serveGzipped } from "./lighthouse/gzip-server.ts";
import { lighthouseTools } from "./lighthouse/tools.ts";
import { builtSite } from "./serve/built-site.ts";

const root = process.env.BUILD_DIR ?? "build/client";
const out = "bench-results/lighthouse";
const runMs = 3 * 60_000;
const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run";

/** The pages audited, in both languages: the home page, the first visa page and the newest article. */
function pagesToAudit(): string[] {
  const manifest = loadManifest();
  const published = routeTable(manifest).filter((entry) => entry.lang === defaultLanguage);
  const visa = published.find((entry) => entry.template === "visa");
  const articles = published.flatMap((entry) =>
    entry.template === "article" ? [manifest.routes[entry.index] as ArticlePage] : [],
  );
  const sources = ["/", visa?.source, newestFirst(articles)[0]?.path].filter((path) => path !== undefined);
  return sources.flatMap((source) => languages.map((lang) => localizePath(source, lang)));
}

/** One Lighthouse run; rejects with its last words when it fails or outlasts runMs. */
function lighthouse(node: string, cli: string, url: string, report: string, chrome: string) {
  const args = [cli, url, "--output=json", `--output-path=${report}`, "--quiet", `--chrome-flags=${chromeFlags}`];
  const child = spawn(node, args, {
    env: { ...process.env, CHROME_PATH: chrome },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  // SIGINT lets Lighthouse close the Chromium it started.
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    child.kill("SIGINT");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  }, runMs);
  return new Promise<void>((resolve, reject) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      const lastWords = stderr.trim().split("\n").slice(-5).join("\n") || `exit code ${code}`;
      if (code === 0) resolve();
      else reject(new Error(late ? `stopped after ${runMs / 1000} s` : lastWords));
    }),
  );
}

let site: ReturnType<typeof builtSite>;
let chrome: string;
let tools: ReturnType<typeof lighthouseTools>;
try {
  site = builtSite(root);
  chrome = findChromium();
  tools = lighthouseTools();
} catch (error) {
  // No build, no Chromium, or no download: each says what to do in its message.
  if (!(error instanceof Error)) throw error;
  console.error(error.message);
  process.exit(1);
}
const pages = pagesToAudit();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const server = await serveGzipped(site);
const summaries: PageSummary[] = [];
let failed = false;
try {
  for (const page of pages) {
    const report = join(out, `${page.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "index"}.json`);
    console.log(`Lighthouse: ${page}`);
    try {
      await lighthouse(tools.node, tools.cli, server.origin + page, report, chrome);
      summaries.push(summarize(page, JSON.parse(readFileSync(report, "utf8")) as LighthouseResult));
    } catch (error) {
      console.error(`Lighthouse could not audit ${page}: ${(error as Error).message}`);
      failed = true;
    }
  }
} finally {
  server.close();
}
printSummaries(summaries);
console.log(`\nReports: ${out}/`);
const under100 = summaries.some((s) => Object.values(s.scores).some((score) => score !== 100));
process.exit(failed || under100 ? 1 : 0);
