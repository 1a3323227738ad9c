// Run by scripts/build.ts beside the bundling: validates the manifest in a process of its own, so
// that none of its memory (about 400 MB at 10,000 routes) stays in the build's other processes.
// Prints the environment under which the prerender workers read the manifest without validating it
// again, the pages they render, and the files made from the whole manifest (the sitemap and its
// like), so that the build's own process never parses the manifest; its warnings on standard error;
// when the manifest is invalid, the validator's report, and exits with invalidManifestExit.
import { join } from "node:path";
import { loadManifest, ManifestError, manifestFile, manifestWarnings, trustedManifestEnv } from "../../src/manifest/load.server";
import { sitePaths } from "../../src/prerender/paths";
import { isDraft } from "../../src/routes/status";
import { siteFiles } from "../../src/seo/sitemap";
import { report } from "../../src/validate/report";
import { keepReportsIn, keptReportsWritten } from "../../src/validate/rich-text.server";
import { codeKeyVariable, invalidManifestExit, richTextCache, type CheckedManifest } from "./checked";

// The build names its code (codeKeyVariable): the sanitiser's reports of the formatted texts are
// then kept by that name, so that after a change of content only the texts that changed are sanitised.
const code = process.env[codeKeyVariable];
if (code) keepReportsIn(join(richTextCache(), `${code}.json`));

try {
  const env = trustedManifestEnv();
  const warnings = manifestWarnings();
  if (warnings.length) console.error(report(manifestFile, warnings, "text"));
  const files = siteFiles(loadManifest());
  const drafts = loadManifest()
    .routes.filter(isDraft)
    .map((route) => route.path);
  const mark = loadManifest().settings.logo?.mark;
  const checked: CheckedManifest = { env, paths: sitePaths(loadManifest()), files, drafts, mark };
  console.log(JSON.stringify(checked));
} catch (error) {
  if (!(error instanceof ManifestError)) throw error;
  console.error(error.printed);
  process.exitCode = invalidManifestExit;
} finally {
  keptReportsWritten();
}
