// Paired runs summed up: medians and ranges of each tool's runs, our pages per second over Hugo's,
// and the targets of issue 26 for them.
import type { BuildRow, Tool } from "./builds";

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

export interface Summary {
  tool: Tool;
  kind: BuildRow["kind"];
  runs: number;
  htmlPages: number;
  wallMs: Spread;
  pagesPerSecond: Spread;
  cpuMs: Spread;
  pagesPerCpuSecond: Spread;
  peakRssBytes: Spread;
}

const summary = (rows: BuildRow[]): Summary => ({
  tool: rows[0].tool,
  kind: rows[0].kind,
  runs: rows.length,
  htmlPages: rows[0].htmlPages,
  wallMs: spread(rows.map((r) => r.wallMs)),
  pagesPerSecond: spread(rows.map((r) => r.pagesPerSecond)),
  cpuMs: spread(rows.map((r) => r.cpuMs)),
  pagesPerCpuSecond: spread(rows.map((r) => r.pagesPerCpuSecond)),
  peakRssBytes: spread(rows.map((r) => r.peakRssBytes)),
});

export interface Comparison {
  title: string;
  routes: number;
  ours: Summary;
  hugo?: Summary;
  /** Our median pages per second over Hugo's, by wall time and by CPU time. */
  ratio?: { wall: number; cpu: number };
  /** What issue 26 asks, each met or not. */
  targets: { text: string; met: boolean }[];
}

/** 1.5 GB, the peak memory the issue allows a full build of 10,000 routes. */
export const memoryLimit = 1.5 * 2 ** 30;

/**
 * Sums up our runs and Hugo's (if any) of one comparison. `speedTarget` is the least ratio of our
 * pages per second to Hugo's that the issue asks; with `memory`, the peak must stay under memoryLimit.
 */
export function compare(
  title: string,
  ours: BuildRow[],
  hugo: BuildRow[],
  speedTarget: number,
  memory: boolean,
): Comparison {
  const comparison: Comparison = { title, routes: ours[0].routes, ours: summary(ours), targets: [] };
  if (hugo.length) {
    comparison.hugo = summary(hugo);
    comparison.ratio = {
      wall: comparison.ours.pagesPerSecond.median / comparison.hugo.pagesPerSecond.median,
      cpu: comparison.ours.pagesPerCpuSecond.median / comparison.hugo.pagesPerCpuSecond.median,
    };
    comparison.targets.push({
      text: `our pages/s at least ${speedTarget}× Hugo's (medians)`,
      met: comparison.ratio.wall >= speedTarget,
    });
  }
  if (memory)
    comparison.targets.push({
      text: "our peak memory under 1.5 GB (every run)",
      met: comparison.ours.peakRssBytes.max < memoryLimit,
    });
  return comparison;
}
