import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { siteStylesPlugin } from "./src/bundle/styles-plugin.ts";

// Unit and component tests live beside their code; component tests (*.test.tsx) run in jsdom.
export default defineConfig({
  // The stylesheet is empty in unit tests (src/ui/sheet.server.test.ts checks the real one).
  plugins: [siteStylesPlugin({ empty: true })],
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "editor/**/*.test.{ts,tsx}",
      "templates/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/**/*.test.{ts,tsx}",
    ],
    exclude: ["tests/built/**", "tests/browser/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    // A file per core: vitest's default leaves one core idle, half of a CI machine's two.
    maxWorkers: availableParallelism(),
    // Files share a worker's loaded modules (React, the validator, jsdom) instead of loading them
    // again each: a third less time. They pass in any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
