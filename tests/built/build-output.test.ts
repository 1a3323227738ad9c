// What `npm run build` prints on the real site: a few lines a person can act on, not Vite's list of
// chunks (issue 27: at most 40 lines for a build that succeeds).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { manifestFile, manifestWarnings } from "../../src/manifest/load.server";
import { report } from "../../src/validate/report";

// Inside the project, beside the other builds the tests make.
const folder = "node_modules/.cache/build-output";
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it(
  "npm run build prints at most 40 lines besides the manifest's warnings, and no warning of its own",
  () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
    );
    const run = spawnSync("npm", ["run", "build"], {
      env: { ...env, BUILD_DIRECTORY: folder },
      encoding: "utf8",
      timeout: 10 * 60_000,
      killSignal: "SIGKILL",
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    // The warnings an author may have left (unfinished pages) are the author's to read; anything else
    // on standard error would be a warning of Vite's, React's or the engine's.
    const warnings = manifestWarnings();
    expect(run.stderr).toBe(warnings.length ? `${report(manifestFile, warnings, "text")}\n` : "");
    expect(run.stdout.trimEnd().split("\n").length, run.stdout).toBeLessThanOrEqual(40);
    expect(run.stdout).toMatch(/^Manifest checked: /m);
    expect(run.stdout).toMatch(/^Pages: \d+ in [\d.]+ s/m);
    // The bundle is made, or reused when the code has not changed since an earlier build.
    expect(run.stdout).toMatch(/^Scripts and stylesheet: (bundled|unchanged code, the earlier bundle reused)\.$/m);
    expect(run.stdout).toMatch(new RegExp(`^The site is in ${folder}/client/, built in [\\d.]+ s`, "m"));
  },
  11 * 60_000,
);
