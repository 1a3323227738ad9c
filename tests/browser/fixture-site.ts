// A small site built from a fixture manifest, for states the real manifest does not have (a blog
// category without articles, a blog of several pages). Built inside build/, which the next
// npm run build replaces.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteManifest } from "../../src/generated/manifest";

/** Builds `manifest` into build/fixture-NAME the way `npm run build` does and returns the folder to serve (its client/). */
export function buildFixtureSite(name: string, manifest: SiteManifest): string {
  const dir = join("build", `fixture-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync("build", { recursive: true });
  // Beside the folder, which the build replaces.
  const file = `${dir}.manifest.json`;
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  // The environment of a command line, not vitest's (NODE_ENV=test).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !key.startsWith("VITEST")),
  );
  const run = spawnSync("node_modules/.bin/tsx", ["scripts/build.ts"], {
    env: { ...env, SITE_MANIFEST: file, BUILD_DIRECTORY: dir },
    encoding: "utf8",
    timeout: 240_000,
    killSignal: "SIGKILL",
  });
  if (run.status !== 0)
    throw new Error(
      `the fixture site ${name} did not build (exit ${run.status}):\n${`${run.stdout}\n${run.stderr}`.trim().split("\n").slice(-20).join("\n")}`,
    );
  return join(dir, "client");
}
