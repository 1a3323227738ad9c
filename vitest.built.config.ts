import { defineConfig } from "vitest/config";

// Tests of the built site (build/client): run by `npm test` after `npm run build`.
export default defineConfig({
  test: { include: ["tests/built/**/*.test.ts"], environment: "node", testTimeout: 30_000, fileParallelism: false },
});
