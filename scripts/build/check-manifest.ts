// Run by scripts/build.ts before anything is built: validates the manifest in a process of its own,
// so that none of its memory (about 400 MB at 10,000 routes) stays beside Vite's. Prints the
// environment under which the build's other processes read the manifest without validating it
// again; when the manifest is invalid, the validator's report, and exits 1.
import { ManifestError, trustedManifestEnv } from "../../src/manifest/load.server";

try {
  console.log(JSON.stringify(trustedManifestEnv()));
} catch (error) {
  if (!(error instanceof ManifestError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
