// npm run bench — measures the engine on synthetic manifests of growing size: validation, the build,
// the JavaScript each page loads against its budget, and, when Hugo is installed, Hugo's build of an
// equivalent site in paired runs beside ours (a full build at the largest size, a content-only
// rebuild at 1,000 routes), then what a keystroke costs in the editor's largest form. Prints
// Markdown tables and writes bench-results/latest.json; exits 1 when a JavaScript budget is missed.
// Figures are from this machine: compare runs made on it.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { workFolders } from "../src/build/atomic.server";
import type { SiteManifest } from "../src/generated/manifest";
import { checkBudgets } from "./bench/budgets";
import { hugoBuild, ourBuild, type BuildRow } from "./bench/builds";
import { compare, spread } from "./bench/compare";
import { measureEditorTyping, printEditorTyping } from "./bench/editor-typing";
import { findHugo, writeHugoSite } from "./bench/hugo-site";
import { measureOutput, pageKinds, type OutputSizes } from "./bench/measure-output";
import { printBuilds, printComparison, printJavaScript, printValidation, type Validation } from "./bench/report";
import { syntheticManifest } from "./bench/synthetic";

const sizes = (process.env.BENCH_SIZES ?? "100,1000,10000").split(",").map(Number);
/** Runs of each tool in a comparison, alternating: ours, Hugo's, ours, Hugo's… */
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
/** Validation runs this many times, each in a fresh process; the table shows the median. */
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Any build that takes longer is stopped, and the bench fails. */
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000;
/** BENCH_KEEP=1 keeps the built sites in bench-results/ for inspection. */
const keep = process.env.BENCH_KEEP === "1";
const work = "bench-results";
const base: SiteManifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));
const hugo = findHugo();
/** The full builds are compared at the largest size; the content-only rebuild at 1,000 routes, or the largest size below it. */
const fullSize = Math.max(...sizes);
const rebuildSize = Math.max(...sizes.filter((size) => size <= 1000), Math.min(...sizes));

function validation(file: string, routes: number, bytes: number): Validation {
  const samples = Array.from({ length: runs }, () => {
    const sample = JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", "scripts/bench/validate-once.ts", file], { encoding: "utf8" }),
    );
    if (!sample.valid) throw new Error(`the synthetic manifest of ${routes} routes is invalid: ${sample.firstProblem}`);
    return sample as { compileMs: number; validateMs: number };
  });
  const ms = (key: "compileMs" | "validateMs") => spread(samples.map((sample) => sample[key])).median;
  return { routes, manifestBytes: bytes, compileMs: ms("compileMs"), validateMs: ms("validateMs") };
}

/** A content-only change: one page's text, different at each rebuild. */
function editOnePage(manifest: SiteManifest, file: string, edit: number) {
  const route = manifest.routes[manifest.routes.length - 1];
  route.description = { ...route.description, en: `${route.description.en.replace(/ \(\d+\)$/, "")} (${edit})` };
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

mkdirSync(work, { recursive: true });
const validations: Validation[] = [];
const builds: BuildRow[] = [];
const outputs: { routes: number; sizes: OutputSizes }[] = [];
const comparisons = [];
/** Removed at the end: just after many files are deleted, ext4 searches long for free inodes and the next build writes its folders more slowly. */
const built: string[] = [];
const log = (row: BuildRow) => {
  builds.push(row);
  const name = row.tool === "hugo" ? "Hugo" : `ours, ${row.kind}`;
  console.error(`${row.routes} routes, ${name}: ${row.htmlPages} pages in ${(row.wallMs / 1000).toFixed(1)} s`);
  return row;
};

for (const routes of sizes) {
  const file = join(work, `manifest-${routes}.json`);
  const manifest = syntheticManifest(base, routes);
  const text = JSON.stringify(manifest, null, 2);
  writeFileSync(file, text);
  validations.push(validation(file, routes, text.length));
  const hugoSite = join(work, `hugo-site-${routes}`);
  const withHugo = hugo && (routes === fullSize || routes === rebuildSize);
  if (withHugo) writeHugoSite(manifest, hugoSite);
  const hugoRun = async () => {
    const { row, out } = await hugoBuild(hugo!, hugoSite, routes, work, timeoutMs);
    built.push(out);
    return log(row);
  };

  // Full builds: one, or at the largest size as many as asked, each followed by Hugo's.
  const ours: BuildRow[] = [];
  const theirs: BuildRow[] = [];
  let target = "";
  for (let i = 0; i < (routes === fullSize ? pairs : 1); i++) {
    target = join(work, `build-${routes}-${i}`);
    built.push(target);
    ours.push(log(await ourBuild("full", file, routes, target, timeoutMs)));
    if (i === 0) {
      const start = performance.now();
      outputs.push({ routes, sizes: measureOutput(join(target, "client"), pageKinds(manifest)) });
      console.error(
        `${routes} routes: every page's JavaScript measured in ${((performance.now() - start) / 1000).toFixed(1)} s`,
      );
    }
    if (routes === fullSize && withHugo) theirs.push(await hugoRun());
  }
  if (routes === fullSize)
    comparisons.push(compare(`Full build, ${routes.toLocaleString("en")} routes`, ours, theirs, 1.5, true));

  // After a change of content only, our rebuild over the last full build, then Hugo's full build.
  if (routes === rebuildSize) {
    const rebuilt: BuildRow[] = [];
    const hugoFull: BuildRow[] = [];
    for (let i = 0; i < pairs; i++) {
      editOnePage(manifest, file, i + 1);
      rebuilt.push(log(await ourBuild("rebuild", file, routes, target, timeoutMs)));
      if (withHugo) hugoFull.push(await hugoRun());
    }
    const title = `Content-only rebuild, ${routes.toLocaleString("en")} routes, against Hugo's full build`;
    comparisons.push(compare(title, rebuilt, hugoFull, 1, false));
  }
  if (!keep) rmSync(hugoSite, { recursive: true, force: true });
}

// With the site each rebuild set aside for the next to write over (src/build/atomic.server.ts).
if (!keep)
  for (const dir of built.flatMap((dir) => [dir, workFolders(dir).spare]))
    rmSync(dir, { recursive: true, force: true });
const budgets = checkBudgets(outputs);
// The editor's cost per keystroke in its largest form, on the real manifest (BENCH_EDITOR=0 skips it).
const editorTyping = process.env.BENCH_EDITOR === "0" ? undefined : await measureEditorTyping();
printValidation(runs, validations);
printBuilds(builds);
printJavaScript(outputs, budgets);
for (const comparison of comparisons) printComparison(comparison);
if (editorTyping) printEditorTyping(editorTyping);
writeFileSync(
  join(work, "latest.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      pairs,
      validations,
      builds,
      outputs,
      budgets,
      comparisons,
      editorTyping,
    },
    null,
    2,
  ) + "\n",
);
if (!budgets.met) {
  console.error("\nA JavaScript budget is missed: see the list above.");
  process.exitCode = 1;
}
