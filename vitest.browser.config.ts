import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest starts the largest files first when it has no timings of its own (a fresh clone, as in
 * CI). pages.test.ts is small but visits every page: the longest file, started first so that the
 * two workers finish together rather than one running it alone at the end.
 */
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => file.moduleId.endsWith("/tests/browser/pages.test.ts");
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

// Browser tests of the built site (build/client) in the machine's Chromium or Chrome (tests/chromium.ts):
// run by `npm test` after the build.
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Two files at a time: each starts its own servers on free ports and waits on Chromium more
    // than it computes, so two share the two cores of a CI machine well.
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
    maxWorkers: 2,
    maxConcurrency: 4,
    // Files share a worker's loaded modules (the manifest, the route table, the editor's words)
    // instead of loading them again each: 500 s instead of 565 here. Each file still starts its own
    // servers and browser in its hooks.
    isolate: false,
    // A condition a page reaches after a request or a render is awaited this long, not vitest's
    // 1 s: a CI machine running two files beside their servers can take several seconds.
    expect: { poll: { timeout: 15_000 } },
  },
});
