// npm run bench — measures the engine on synthetic manifests of growing size, prints a table and
// writes bench-results/latest.json. Numbers are from this machine; compare runs on the same machine.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteManifest } from "../src/generated/manifest";
import { syntheticManifest } from "./bench/synthetic";

const sizes = (process.env.BENCH_SIZES ?? "100,1000,10000").split(",").map(Number);
/** Each measurement is taken this many times, each in a fresh process; the table shows the median. */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base: SiteManifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));
const work = "bench-results";

interface Row {
  routes: number;
  manifestBytes: number;
  compileMs: number;
  validateMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

mkdirSync(work, { recursive: true });
const rows: Row[] = sizes.map((size) => {
  const file = join(work, `manifest-${size}.json`);
  const text = JSON.stringify(syntheticManifest(base, size), null, 2);
  writeFileSync(file, text);
  const samples = Array.from({ length: runs }, () => {
    const sample = JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "scripts/bench/validate-once.ts", file], { encoding: "utf8" }));
    if (!sample.valid) throw new Error(`the synthetic manifest of ${size} routes is invalid: ${sample.firstProblem}`);
    return sample as { compileMs: number; validateMs: number };
  });
  return { routes: size, manifestBytes: text.length, compileMs: median(samples.map((s) => s.compileMs)), validateMs: median(samples.map((s) => s.validateMs)) };
});

console.log(`Validation, median of ${runs} fresh processes each:\n`);
console.log("| routes | manifest | schema compile | validation (parse + schema + checks) |");
console.log("| ---: | ---: | ---: | ---: |");
for (const r of rows) console.log(`| ${r.routes.toLocaleString("en")} | ${(r.manifestBytes / 1e6).toFixed(1)} MB | ${r.compileMs} ms | ${r.validateMs} ms |`);
writeFileSync(join(work, "latest.json"), JSON.stringify({ date: new Date().toISOString(), node: process.version, runs, rows }, null, 2) + "\n");
