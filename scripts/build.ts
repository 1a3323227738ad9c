// npm run build [-- --stock]: builds the site into a fresh folder beside build/ and only then puts
// it in place of build/. A build that fails leaves the previous build/ as it was.
// The manifest is validated in a process of its own while Vite bundles the site (the bundle does
// not depend on it). Once it has passed, worker threads start and read the manifest too; as soon as
// Vite has written the server build they render every page (src/prerender/), each with its
// Content-Security-Policy. React Router writes only the document without a page (the SPA
// fallback), which gets its policy too. --stock leaves every page to React Router's own prerender
// (npm run build:stock). See docs/decisions/0014, 0018 and 0019.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildAtomically } from "../src/build/atomic.server";
import { commandLine } from "../src/cli/args.ts";
import { writeSiteFiles } from "../src/build/site-files.server";
import { securePage, securePagesIn, writePolicyHeaders, type SecuredPages } from "../src/build/write-csp.server";
import { manifestFile, manifestStampEnv } from "../src/manifest/load.server";
import { workersVariable } from "../src/prerender/paths";
import { entryNoteOf } from "../src/prerender/plugin";
import { renderInWorkers } from "../src/prerender/workers.server";
import type { CheckedManifest } from "./build/check-manifest";
import { reactRouterLines } from "./build/react-router-output";

const target = process.env.BUILD_DIRECTORY ?? "build";
const { stock = false } = commandLine(process.argv.slice(2), {
  options: { stock: { type: "boolean" } },
  usage: "npm run build, or npm run build:stock",
}).values;

const home = "/";
/** React Router's document without a page, by the name it has when React Router prerenders the home page. */
const spaFallback = "__spa-fallback.html";

/** Thrown when the manifest is invalid: its message is the validator's report. */
class ManifestProblems extends Error {}

/** Validates the manifest (scripts/build/check-manifest.ts); rejects with ManifestProblems when it is invalid. */
function checkManifest(): Promise<CheckedManifest> {
  const args = ["--import", "tsx", "scripts/build/check-manifest.ts", ...(stock ? [] : ["--site-files"])];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk) => (out += chunk));
  child.stderr!.on("data", (chunk) => (err += chunk));
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code === 0) {
        // The manifest's warnings (unfinished pages, say): the build goes on.
        if (err) process.stderr.write(err);
        console.log(err ? "Manifest checked: valid, with the warnings above." : "Manifest checked: no problems.");
        return done(JSON.parse(out));
      }
      fail(code === 1 ? new ManifestProblems(err.trimEnd()) : new Error(`the manifest check failed:\n${err}`));
    });
  });
}

/**
 * React Router's build, started at once. What it prints is held back until the manifest has passed
 * its check; when it fails the check, the build is stopped and an author sees only the report.
 * Vite's and React Router's warnings and errors are shown, not their progress (the list of chunks,
 * the steps): the build says what it made at the end. --stock shows React Router's own output, whose
 * "Prerender (data)" lines the benchmark reads.
 */
function reactRouterBuild(folder: string, env: Record<string, string>, checked: Promise<unknown>): Promise<void> {
  const child = spawn("node_modules/.bin/react-router", ["build", ...(stock ? [] : ["--logLevel", "warn"])], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, [workersVariable]: stock ? "0" : "1", BUILD_DIRECTORY: folder },
  });
  const held: [NodeJS.WriteStream, string][] = [];
  let passed = false;
  for (const [from, to] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const)
    void reactRouterLines(from, (line) => (passed ? to.write(line) : held.push([to, line])));
  checked.then(
    () => {
      passed = true;
      for (const [to, line] of held.splice(0)) to.write(line);
    },
    // React Router's build ignores SIGTERM. It stays in the build's process group, where a
    // benchmark measures the build's memory and time.
    () => child.exitCode === null && child.kill("SIGKILL"),
  );
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("exit", (code, signal) =>
      code === 0 ? done() : fail(new Error(`react-router build stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Resolves once the Vite plugin has kept the server build for the workers (src/prerender/plugin.ts),
 * before React Router's build ends; rejects if that build fails first.
 */
async function serverBuildIn(folder: string, bundled: Promise<void>): Promise<void> {
  let ended = false;
  bundled.then(
    () => (ended = true),
    () => (ended = true),
  );
  while (!ended && !existsSync(entryNoteOf(folder))) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!existsSync(entryNoteOf(folder))) await bundled;
}

/** The manifest's stamp (see below); a missing file is said in plain words. */
function readableManifest(): Record<string, string> {
  try {
    return manifestStampEnv();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new Error(`There is no manifest at ${manifestFile}.`);
  }
}

/** The drafts the manifest check found: they are not built, which the build's last line says. */
let heldBack: string[] = [];
const start = performance.now();

try {
  await buildAtomically(target, async (folder) => {
    // The processes of the build read the manifest as it is now without validating it; what they
    // make is kept only if the check finds it valid and unchanged.
    const stamp = readableManifest();
    const checked = checkManifest();
    const bundled = reactRouterBuild(folder, stamp, checked);
    // Awaited below; until then a failure of Vite's waits for the check's verdict.
    bundled.catch(() => {});
    // The check's verdict first: an invalid manifest is reported as such, whatever Vite met.
    const { env, paths, files, drafts } = await checked.catch(async (error) => {
      await bundled.catch(() => {});
      throw error;
    });
    if (JSON.stringify(env) !== JSON.stringify(stamp))
      throw new Error("The manifest changed while the site was being built: build again.");
    const client = join(folder, "client");
    let secured: SecuredPages;
    if (stock) {
      await bundled;
      secured = securePagesIn(client);
    } else {
      // The workers start now and read the manifest while Vite bundles; they render as soon as the
      // server build is there, while React Router ends its build. React Router writes the document
      // without a page as index.html, which the home page then takes: the home page waits for it.
      // The document keeps the name it has when React Router prerenders the home page, and gets its policy.
      const siteFilePages: SecuredPages = new Map();
      const afterReactRouter = bundled.then(() => {
        renameSync(join(client, "index.html"), join(client, spaFallback));
        // Redirects' pages get their policy here, like the workers' pages.
        writeSiteFiles(client, files, (file, html) => {
          const page = securePage(file, html);
          siteFilePages.set(file, page.rules);
          return page.html;
        });
        return [home];
      });
      const rendered = renderInWorkers(
        folder,
        paths.filter((path) => path !== home),
        env,
        console.log,
        {
          serverBuild: serverBuildIn(folder, bundled),
          later: afterReactRouter,
        },
      );
      // Both end before the build fails: the workers stop when React Router's build does, and no
      // thread still writes in the folder the failed build removes.
      const [reactRouter, workers] = await Promise.allSettled([afterReactRouter, rendered]);
      if (reactRouter.status === "rejected") throw reactRouter.reason;
      if (workers.status === "rejected") throw workers.reason;
      const fallback = securePage(spaFallback, readFileSync(join(client, spaFallback), "utf8"));
      writeFileSync(join(client, spaFallback), fallback.html);
      secured = workers.value;
      for (const [file, rules] of siteFilePages) secured.set(file, rules);
      secured.set(spaFallback, fallback.rules);
    }
    const pages = writePolicyHeaders(client, secured);
    console.log(`Content-Security-Policy: ${pages} pages, each allowing its own inline scripts and styles by hash`);
    heldBack = drafts;
  });
  console.log(
    `The site is in ${target}/client/, built in ${((performance.now() - start) / 1000).toFixed(1)} s: npm run serve shows it.`,
  );
  if (heldBack.length)
    console.log(
      `Held back ${heldBack.length} draft${heldBack.length === 1 ? "" : "s"} (not published): ${heldBack.join(", ")}`,
    );
} catch (error) {
  if (error instanceof ManifestProblems) console.error(error.message);
  console.error(
    `The build failed; ${target}/ is unchanged. ${error instanceof ManifestProblems ? "The manifest has problems, listed above." : (error as Error).message}`,
  );
  process.exitCode = 1;
}
