// npm run build [-- --stock]: builds the site into a fresh folder beside build/, gives every page its
// Content-Security-Policy, and only then puts the folder in place of build/. A build that fails
// leaves the previous build/ as it was. --stock leaves every page to React Router's own prerender
// instead of the worker threads of src/prerender/ (npm run build:stock).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildAtomically } from "../src/build/atomic.server";
import { applyContentSecurityPolicy } from "../src/build/finish.server";

const target = process.env.BUILD_DIRECTORY ?? "build";
const env = process.argv.includes("--stock") ? { PRERENDER_STOCK: "1" } : {};

function reactRouterBuild(folder: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn("node_modules/.bin/react-router", ["build"], { stdio: "inherit", env: { ...process.env, ...env, BUILD_DIRECTORY: folder } });
    child.on("error", fail);
    child.on("exit", (code, signal) => (code === 0 ? done() : fail(new Error(`react-router build stopped (${signal ?? `exit code ${code}`})`))));
  });
}

try {
  await buildAtomically(target, async (folder) => {
    await reactRouterBuild(folder);
    const pages = applyContentSecurityPolicy(join(folder, "client"));
    console.log(`Content-Security-Policy: ${pages} pages, each allowing its own inline scripts and styles by hash`);
  });
} catch (error) {
  console.error(`The build failed; ${target}/ is unchanged. ${(error as Error).message}`);
  process.exitCode = 1;
}
