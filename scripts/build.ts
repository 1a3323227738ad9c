// npm run build [-- --stock]: builds the site into a fresh folder beside build/ and only then puts
// it in place of build/. A build that fails leaves the previous build/ as it was.
// Vite bundles the site and React Router prerenders a few pages; once Vite has ended, worker threads
// render the rest (src/prerender/), each page with its Content-Security-Policy, and the pages
// React Router wrote get theirs. --stock leaves every page to React Router's own prerender
// (npm run build:stock).
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildAtomically } from "../src/build/atomic.server";
import { applyContentSecurityPolicy } from "../src/build/finish.server";
import { workersVariable } from "../src/prerender/paths";
import { renderInWorkers } from "../src/prerender/workers.server";

const target = process.env.BUILD_DIRECTORY ?? "build";
const stock = process.argv.includes("--stock");

function reactRouterBuild(folder: string): Promise<void> {
  return new Promise((done, fail) => {
    const env = { ...process.env, [workersVariable]: stock ? "0" : "1", BUILD_DIRECTORY: folder };
    const child = spawn("node_modules/.bin/react-router", ["build"], { stdio: "inherit", env });
    child.on("error", fail);
    child.on("exit", (code, signal) => (code === 0 ? done() : fail(new Error(`react-router build stopped (${signal ?? `exit code ${code}`})`))));
  });
}

/**
 * Validates the manifest once, before anything is built (scripts/build/check-manifest.ts): an
 * invalid one stops the build with the validator's report. Returns the environment under which
 * React Router's build and the workers read it without validating it again.
 */
function checkManifest(): Record<string, string> {
  const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/check-manifest.ts"], { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  if (check.status !== 0) throw new Error("The manifest has problems, listed above.");
  return JSON.parse(check.stdout);
}

try {
  Object.assign(process.env, checkManifest());
  await buildAtomically(target, async (folder) => {
    await reactRouterBuild(folder);
    // In a process of its own, after Vite's: the build's peak memory is the larger of the two, not their sum.
    const secured = stock ? new Map() : await renderInWorkers(folder, console.log);
    const pages = applyContentSecurityPolicy(join(folder, "client"), secured);
    console.log(`Content-Security-Policy: ${pages} pages, each allowing its own inline scripts and styles by hash`);
  });
} catch (error) {
  console.error(`The build failed; ${target}/ is unchanged. ${(error as Error).message}`);
  process.exitCode = 1;
}
