// The site is prerendered by worker threads (src/prerender/, docs/decisions/0008): build/client must
// be byte for byte what React Router's own prerender writes for the same manifest, or hydration and
// client navigation could differ from what React Router promises.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

const fast = "build/client";
// Inside the project, so that React Router's server build resolves the project's packages.
const stockDir = "build-stock-check";

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

function outsideVitest(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
}

beforeAll(() => {
  rmSync(stockDir, { recursive: true, force: true });
  // As `npm run build:stock` runs it, Content-Security-Policy step included.
  const build = spawnSync("node_modules/.bin/tsx", ["scripts/build.ts", "--stock"], {
    // Vitest's NODE_ENV=test would change the bundles.
    env: { ...outsideVitest(), BUILD_DIRECTORY: stockDir },
    encoding: "utf8",
    timeout: 10 * 60_000,
    // react-router build ignores SIGTERM.
    killSignal: "SIGKILL",
  });
  if (build.status !== 0)
    throw new Error(`the stock build failed:\n${build.stdout.slice(-2000)}\n${build.stderr.slice(-2000)}`);
}, 11 * 60_000);
afterAll(() => rmSync(stockDir, { recursive: true, force: true }));

it("writes the same files as React Router's own prerender", () => {
  expect(files(fast)).toEqual(files(join(stockDir, "client")));
});

it("writes every HTML page, .data file and asset byte for byte as React Router's own prerender", () => {
  const stock = join(stockDir, "client");
  const all = files(stock);
  expect(all.filter((file) => file.endsWith("index.html")).length).toBeGreaterThan(100);
  const different = all.filter((file) => !readFileSync(join(fast, file)).equals(readFileSync(join(stock, file))));
  expect(different).toEqual([]);
});
