import { defineConfig } from "vitest/config";

// Browser tests of the built site (build/client) in the machine's Chromium or Chrome (tests/chromium.ts):
// run by `npm test` after the build.
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxConcurrency: 4,
  },
});
