import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Tests of the built site (build/client): run by `npm test` after `npm run build`. A file per core
// (vitest's default leaves one idle): the files that build write only folders of their own.
export default defineConfig({
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    maxWorkers: availableParallelism(),
    // Files share a worker's loaded modules (the manifest's reader, the renderer, jsdom) instead of
    // loading them again each.
    isolate: false,
  },
});
