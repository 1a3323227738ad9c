// The builds the bench times: ours (`npm run build`'s script, into a folder of its own), a full build
// that bundles or a content-only rebuild that must reuse the bundle, and Hugo's build of the
// equivalent site.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { workFolders } from "../../src/build/atomic.server";
import { bundleFolders, bundleKey } from "../../src/build/bundle.server";
import { hugoCommand } from "./hugo-site";
import { run, type Run } from "./run";

export type Tool = "ours" | "hugo";

export interface BuildRow {
  tool: Tool;
  /** A full build (ours bundles its scripts; Hugo always builds everything), or ours after a content-only change. */
  kind: "full" | "rebuild";
  routes: number;
  htmlPages: number;
  wallMs: number;
  cpuMs: number;
  systemMs: number;
  peakRssBytes: number;
  pagesPerSecond: number;
  pagesPerCpuSecond: number;
  load: [number, number];
  /** Ours: the rendering alone, as the build reports it (from when the bundle is there). */
  renderSeconds?: number;
}

/** What our build prints when it made the bundle, and when it reused the one it had. */
const bundledLine = "Scripts and stylesheet: bundled.";
export const reusedLine = "Scripts and stylesheet: unchanged code, the earlier bundle reused.";

const ourCommand = [process.execPath, "scripts/build.mjs"];

/** How many HTML files a built site holds: both tools' pages are counted the same way. */
const htmlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html")).length;

function row(tool: Tool, kind: BuildRow["kind"], routes: number, out: string, result: Run): BuildRow {
  const htmlPages = htmlFiles(out);
  const cpuMs = result.userMs + result.systemMs;
  const render = /Pages: \d+ in ([\d.]+) s once the bundle was there/.exec(result.log);
  return {
    tool,
    kind,
    routes,
    htmlPages,
    wallMs: Math.round(result.wallMs),
    cpuMs: Math.round(cpuMs),
    systemMs: Math.round(result.systemMs),
    peakRssBytes: result.peakRss,
    pagesPerSecond: Math.round(htmlPages / (result.wallMs / 1000)),
    pagesPerCpuSecond: Math.round(htmlPages / (cpuMs / 1000)),
    load: result.load,
    ...(render && { renderSeconds: Number(render[1]) }),
  };
}

/**
 * Our build of `manifestFile` into `target`. A full build starts from an empty folder, with no
 * earlier site beside it (neither the last site nor the spare one a build would write over, which
 * a run with BENCH_KEEP=1 leaves) and so no earlier pages to keep, and without the bundles kept for this code (the browser's and the server's), so
 * that it compiles and draws everything as a first build does; a rebuild builds over the previous
 * site, as an author's second `npm run build` does, and must reuse the bundle.
 */
export async function ourBuild(
  kind: BuildRow["kind"],
  manifestFile: string,
  routes: number,
  target: string,
  timeoutMs: number,
): Promise<BuildRow> {
  const key = bundleKey();
  // The bench's builds keep their bundles apart, so that removing one never takes a developer's.
  const cache = join("bench-results", "bundle-cache");
  if (kind === "full") {
    for (const site of [target, workFolders(target).spare]) rmSync(site, { recursive: true, force: true });
    for (const folder of Object.values(bundleFolders(key, cache))) rmSync(folder, { recursive: true, force: true });
  }
  const env = { SITE_MANIFEST: manifestFile, BUILD_DIRECTORY: target, SITE_BUNDLE_CACHE: cache };
  const result = await run(ourCommand, { env, timeoutMs });
  const expected = kind === "full" ? bundledLine : reusedLine;
  if (!result.log.includes(expected)) {
    const changed = bundleKey() !== key ? " The code changed during the bench, which changes the bundle." : "";
    throw new Error(
      `The ${kind} build of ${routes} routes did not say "${expected}".${changed} It printed:\n${result.log}`,
    );
  }
  await replacedSiteDeleted(target, timeoutMs);
  return row("ours", kind, routes, join(target, "client"), result);
}

/**
 * Waits until the site a rebuild replaced is deleted: the build leaves that to a process of its own
 * (src/build/atomic.server.ts, `<target>.deleting-<pid>`), which must not run into the next run.
 */
async function replacedSiteDeleted(target: string, timeoutMs: number): Promise<void> {
  const deleting = () =>
    existsSync(dirname(target)) &&
    readdirSync(dirname(target)).some((name) => name.startsWith(`${basename(target)}.deleting-`));
  for (const end = Date.now() + timeoutMs; deleting(); await sleep(100))
    if (Date.now() > end)
      throw new Error(`${target}'s replaced site was still being deleted after ${timeoutMs / 1000} s`);
}

/** Hugo's build of the site in `siteDir` into a fresh folder under `work`; returns it with the folder. */
export async function hugoBuild(
  hugo: string,
  siteDir: string,
  routes: number,
  work: string,
  timeoutMs: number,
): Promise<{ row: BuildRow; out: string }> {
  const out = mkdtempSync(join(work, `hugo-out-${routes}-`));
  const result = await run(hugoCommand(hugo, siteDir, out), { timeoutMs });
  return { row: row("hugo", "full", routes, out, result), out };
}
