// Run by scripts/build.ts beside React Router's build: validates the manifest in a process of its
// own, so that none of its memory (about 400 MB at 10,000 routes) stays in the build's other
// processes. Prints the environment under which they read the manifest without validating it again
// and the pages the prerender workers render (all but React Router's own), so that the build's own
// process never parses the manifest, and its warnings on standard error; when the manifest is
// invalid, the validator's report, and exits 1.
import { ManifestError, manifestFile, manifestWarnings, trustedManifestEnv } from "../../src/manifest/load.server";
import { sitePaths, stockPaths } from "../../src/prerender/paths";
import { report } from "../../src/validate/report";

/** What the check prints on success: one line of JSON. */
export interface CheckedManifest {
  env: Record<string, string>;
  /** The paths left to the prerender workers: every page but those React Router renders itself. */
  workerPaths: string[];
}

try {
  const env = trustedManifestEnv();
  const warnings = manifestWarnings();
  if (warnings.length) console.error(report(manifestFile, warnings, "text"));
  const own = new Set(stockPaths());
  const checked: CheckedManifest = { env, workerPaths: sitePaths().filter((path) => !own.has(path)) };
  console.log(JSON.stringify(checked));
} catch (error) {
  if (!(error instanceof ManifestError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
