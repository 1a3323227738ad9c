// The tables `npm run bench` prints, in Markdown, ready for README's "Performance" section.
import type { Budgets } from "./budgets";
import type { BuildRow } from "./builds";
import type { Comparison, Spread, Summary } from "./compare";
import type { OutputSizes } from "./measure-output";

export interface Validation {
  routes: number;
  manifestBytes: number;
  compileMs: number;
  validateMs: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${n(Math.round(bytes / 2 ** 20))} MB`;
const n = (value: number) => Math.round(value).toLocaleString("en");
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const range = (spread: Spread, format: (value: number) => string) =>
  `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})`;
const verdict = (met: boolean) => (met ? "met" : "**NOT met**");
const table = (head: string[], align: string[], rows: string[][]) =>
  [head, align, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

export function printValidation(runs: number, validations: Validation[]) {
  console.log(`Validation, median of ${runs} fresh processes each:\n`);
  const rows = validations.map((v) => [
    n(v.routes),
    `${(v.manifestBytes / 1e6).toFixed(1)} MB`,
    `${v.compileMs} ms`,
    `${v.validateMs} ms`,
  ]);
  console.log(
    table(
      ["routes", "manifest", "schema compile", "validation (parse + schema + checks)"],
      ["---:", "---:", "---:", "---:"],
      rows,
    ),
  );
}

export function printBuilds(builds: BuildRow[]) {
  console.log("\nEvery build, in the order it ran (pages/s: HTML pages over the whole build, bundling included):\n");
  const rows = builds.map((b) => [
    n(b.routes),
    b.tool === "hugo" ? "Hugo" : b.kind === "full" ? "ours, full" : "ours, content-only rebuild",
    n(b.htmlPages),
    s(b.wallMs),
    n(b.pagesPerSecond),
    b.renderSeconds === undefined ? "" : `${b.renderSeconds.toFixed(1)} s`,
    `${s(b.cpuMs)} (${n(b.pagesPerCpuSecond)})`,
    s(b.systemMs),
    mb(b.peakRssBytes),
    b.load.map((l) => l.toFixed(1)).join(" → "),
  ]);
  const head = [
    "routes",
    "build",
    "HTML pages",
    "time",
    "pages/s",
    "from the bundle to the last page",
    "CPU (pages per CPU s)",
    "of which system",
    "peak memory",
    "load",
  ];
  console.log(table(head, ["---:", "---", ...head.slice(2).map(() => "---:")], rows));
}

export function printJavaScript(outputs: { routes: number; sizes: OutputSizes }[], budgets: Budgets) {
  console.log(
    "\nJavaScript each page loads up front (scripts, module preloads and their static imports, gzip), heaviest page of each template and language:\n",
  );
  const groups = [...new Set(outputs.flatMap((o) => Object.keys(o.sizes.groups)))].sort();
  const last = outputs[outputs.length - 1].sizes;
  const rows = groups.map((key) => {
    const group = outputs.map((o) => o.sizes.groups[key]).find(Boolean)!;
    return [
      group.template + (group.finder ? " (visa finder)" : ""),
      group.lang,
      ...outputs.map((o) => (o.sizes.groups[key] ? kb(o.sizes.groups[key].gzip) : "")),
      last.groups[key]?.page ?? "",
    ];
  });
  const sizes = outputs.map((o) => `${n(o.routes)} routes`);
  console.log(
    table(["template", "language", ...sizes, "heaviest page"], ["---", "---", ...sizes.map(() => "---:"), "---"], rows),
  );
  console.log(
    `\nHTML per page (average): ${outputs.map((o) => `${kb(o.sizes.htmlBytesAverage)} at ${n(o.routes)} routes`).join(", ")}.\n`,
  );
  for (const check of budgets.checks)
    console.log(
      `- ${n(check.routes)} routes, pages ${check.pages}: at most ${kb(check.limit)}: ${verdict(check.met)} (${check.heaviest ? `heaviest ${kb(check.heaviest.gzip)}, ${check.heaviest.page}, of ${n(check.heaviest.pages)} pages` : "no such page"})`,
    );
  console.log(
    `- The same at every size: ${verdict(budgets.notFlat.length === 0)}${budgets.notFlat.length ? ` (differs: ${budgets.notFlat.join(", ")})` : ""}`,
  );
}

function summaryRow(summary: Summary): string[] {
  return [
    summary.tool === "hugo" ? "Hugo" : summary.kind === "full" ? "ours, full build" : "ours, content-only rebuild",
    n(summary.htmlPages),
    range(summary.wallMs, s),
    range(summary.pagesPerSecond, n),
    range(summary.cpuMs, s),
    range(summary.pagesPerCpuSecond, n),
    `${mb(summary.peakRssBytes.median)} (max ${mb(summary.peakRssBytes.max)})`,
  ];
}

export function printComparison(comparison: Comparison) {
  console.log(`\n${comparison.title}: median (min–max) of ${comparison.ours.runs} runs each\n`);
  const rows = [comparison.ours, ...(comparison.hugo ? [comparison.hugo] : [])].map(summaryRow);
  const head = ["build", "HTML pages", "time", "pages/s", "CPU time", "pages per CPU s", "peak memory"];
  console.log(table(head, ["---", ...head.slice(1).map(() => "---:")], rows));
  console.log("");
  if (comparison.ratio)
    console.log(
      `- Our pages/s over Hugo's: ${comparison.ratio.wall.toFixed(2)}× (by CPU time: ${comparison.ratio.cpu.toFixed(2)}×)`,
    );
  else console.log("- Hugo is not installed (Debian's `hugo` package): no comparison.");
  for (const target of comparison.targets) console.log(`- Target, ${target.text}: ${verdict(target.met)}`);
}
