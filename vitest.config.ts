import { defineConfig } from "vitest/config";
import { pageChunksPlugin } from "./src/bundle/chunks-plugin.ts";
import { siteStylesPlugin } from "./src/bundle/styles-plugin.ts";

// Unit and component tests live beside their code; component tests (*.test.tsx) run in jsdom.
export default defineConfig({
  // The page module reads its template's chunks from virtual:page-chunks: empty outside a build;
  // the root's stylesheet is empty too (src/ui/sheet.server.test.ts checks the real one).
  plugins: [pageChunksPlugin(), siteStylesPlugin({ empty: true })],
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
  },
});
