// The tables `npm run bench` prints, in Markdown, ready for README's "Performance" section.
import type { OutputSizes } from "./measure-output";

interface Validation {
  routes: number;
  manifestBytes: number;
  compileMs: number;
  validateMs: number;
}

interface Build extends OutputSizes {
  build: string;
  routes: number;
  buildMs: number;
  prerenderMs: number;
  pagesPerSecond: number;
  prerenderPagesPerSecond: number;
  peakRssBytes: number;
  cpuMs: number;
  pagesPerCpuSecond: number;
  loadAverage: [number, number];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const n = (value: number) => value.toLocaleString("en");

export function printTables(runs: number, validations: Validation[], builds: Build[]) {
  console.log(`Validation, median of ${runs} fresh processes each:\n`);
  console.log("| routes | manifest | schema compile | validation (parse + schema + checks) |");
  console.log("| ---: | ---: | ---: | ---: |");
  for (const v of validations)
    console.log(
      `| ${n(v.routes)} | ${(v.manifestBytes / 1e6).toFixed(1)} MB | ${v.compileMs} ms | ${v.validateMs} ms |`,
    );
  console.log("\nBuild (one run each; pages/s counts every HTML page over the whole build, bundling included):\n");
  console.log(
    "| routes | build | HTML pages | build time | pages/s | of which prerender | CPU time (pages per CPU s) | load | peak memory | JS per page (gzip) | .data per page (median) | largest chunk |",
  );
  console.log("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const b of builds)
    console.log(
      `| ${n(b.routes)} | ${b.build} | ${n(b.htmlPages)} | ${(b.buildMs / 1000).toFixed(1)} s | ${n(b.pagesPerSecond)} | ${(b.prerenderMs / 1000).toFixed(1)} s (${n(b.prerenderPagesPerSecond)} pages/s) | ${(b.cpuMs / 1000).toFixed(1)} s (${n(b.pagesPerCpuSecond)}) | ${b.loadAverage.map((l) => l.toFixed(1)).join(" → ")} | ${n(Math.round(b.peakRssBytes / 2 ** 20))} MB | ${kb(b.pageJsGzip)} | ${kb(b.dataMedian)} | ${kb(b.largestChunk.bytes)} (${kb(b.largestChunk.gzip)} gzip) |`,
    );
  const templates = [...new Set(builds.flatMap((b) => Object.keys(b.pageJsByTemplate)))].sort();
  console.log(
    "\nJavaScript a page loads before it is interactive (gzip), the heaviest sampled page of each template:\n",
  );
  console.log(`| routes | build | ${templates.join(" | ")} |`);
  console.log(`| ---: | --- |${templates.map(() => " ---: |").join("")}`);
  for (const b of builds)
    console.log(
      `| ${n(b.routes)} | ${b.build} | ${templates.map((t) => (b.pageJsByTemplate[t] ? kb(b.pageJsByTemplate[t].gzip) : "")).join(" | ")} |`,
    );
}
