// npm run bench — measures the engine on synthetic manifests of growing size, prints a table and
// writes bench-results/latest.json. Numbers are from this machine; compare runs on the same machine.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteManifest } from "../src/generated/manifest";
import { buildOnce } from "./bench/build-once";
import { measureOutput } from "./bench/measure-output";
import { printTables } from "./bench/report";
import { syntheticManifest } from "./bench/synthetic";
import { routeTable } from "../src/routes/table";

const sizes = (process.env.BENCH_SIZES ?? "100,1000,10000").split(",").map(Number);
/** Validation is measured this many times, each in a fresh process; the table shows the median. Builds run once. */
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_KEEP=1 keeps each synthetic site in bench-results/build-<kind>-<routes>/ for inspection. */
const keep = process.env.BENCH_KEEP === "1";
const base: SiteManifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));
const work = "bench-results";

/** What `npm run build` runs after validating: the build, then every page's Content-Security-Policy. */
const cli = [process.execPath, "--import", "tsx", "scripts/build.ts"];
/** The two ways to build: React Router's own prerender (npm run build:stock), and the worker threads of src/prerender/ (npm run build). */
const builds = {
  stock: { command: [...cli, "--stock"], env: {} },
  workers: { command: cli, env: {} },
};
type BuildKind = keyof typeof builds;
const kinds = (process.env.BENCH_BUILDS ?? "stock,workers").split(",") as BuildKind[];
/** The stock build of 10,000 routes takes over 6 minutes: it runs only up to this size unless told. */
const stockMax = Number(process.env.BENCH_STOCK_MAX ?? 1000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function validation(file: string, size: number) {
  const samples = Array.from({ length: runs }, () => {
    const sample = JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", "scripts/bench/validate-once.ts", file], { encoding: "utf8" }),
    );
    if (!sample.valid) throw new Error(`the synthetic manifest of ${size} routes is invalid: ${sample.firstProblem}`);
    return sample as { compileMs: number; validateMs: number };
  });
  return { compileMs: median(samples.map((s) => s.compileMs)), validateMs: median(samples.map((s) => s.validateMs)) };
}

async function build(kind: BuildKind, file: string, size: number, templateOf: (url: string) => string | undefined) {
  // Inside the project, so that the server build resolves the project's packages.
  const dir = join(work, `build-${kind}-${size}`);
  rmSync(dir, { recursive: true, force: true });
  const run = await buildOnce(
    builds[kind].command,
    { ...builds[kind].env, SITE_MANIFEST: file, BUILD_DIRECTORY: dir },
    30 * 60_000,
  );
  const out = measureOutput(join(dir, "client"), templateOf);
  built.push(dir);
  const prerenderMs = run.totalMs - run.bundleMs;
  return {
    build: kind,
    routes: size,
    buildMs: Math.round(run.totalMs),
    bundleMs: Math.round(run.bundleMs),
    prerenderMs: Math.round(prerenderMs),
    pagesPerSecond: Math.round(out.htmlPages / (run.totalMs / 1000)),
    prerenderPagesPerSecond: Math.round(out.htmlPages / (prerenderMs / 1000)),
    peakRssBytes: run.peakRss,
    cpuMs: Math.round(run.cpuMs),
    pagesPerCpuSecond: Math.round(out.htmlPages / (run.cpuMs / 1000)),
    loadAverage: run.load,
    ...out,
  };
}

/**
 * The sites built, removed once every size is measured: just after many files are deleted, ext4
 * searches long for free inodes, and the next build would write its folders more slowly.
 */
const built: string[] = [];

mkdirSync(work, { recursive: true });
const validations = [];
const buildRows = [];
for (const size of sizes) {
  const file = join(work, `manifest-${size}.json`);
  const manifest = syntheticManifest(base, size);
  const templates = new Map(routeTable(manifest).map((entry) => [entry.path, entry.template]));
  const text = JSON.stringify(manifest, null, 2);
  writeFileSync(file, text);
  validations.push({ routes: size, manifestBytes: text.length, ...validation(file, size) });
  for (const kind of kinds) {
    if (kind === "stock" && size > stockMax) continue;
    const row = await build(kind, file, size, (url) => templates.get(url));
    console.error(`${size} routes, ${kind} build: ${row.htmlPages} pages in ${(row.buildMs / 1000).toFixed(1)} s`);
    buildRows.push(row);
  }
}

if (!keep) for (const dir of built) rmSync(dir, { recursive: true, force: true });
printTables(runs, validations, buildRows);
writeFileSync(
  join(work, "latest.json"),
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, runs, validations, builds: buildRows },
    null,
    2,
  ) + "\n",
);
