// npm run build: runs scripts/build.ts. When this version of the code was built before, its
// compiled JavaScript is kept (src/build/bundle.server.ts) and runs at once, in this process;
// otherwise scripts/build.ts runs under the TypeScript loader, and compiles it for the next time.
// Plain JavaScript, so that a rebuild starts no loader (9% of a rebuild of 1,000 routes, measured).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleCache, bundleKey } from "./code-key.mjs";

/** The compiled build of the code as it is now, if there is one; none for a cache folder the build refuses, which it then reports. */
function compiledBuild() {
  try {
    const file = join(bundleCache(), `server-${bundleKey()}`, "build.js");
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

const compiled = compiledBuild();
if (compiled) await import(pathToFileURL(compiled).href);
else {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exitCode = run.status ?? 1;
}
