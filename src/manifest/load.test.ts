import { readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, expect, it } from "vitest";
import { tempFolder } from "../../tests/temp-folders";
import { loadManifest, ManifestError, manifestStampEnv, trustedManifestEnv } from "./load.server";
import { trustedManifest } from "./trusted.server";

const key = "SITE_MANIFEST_VALIDATED";
afterEach(() => {
  delete process.env[key];
});

/** A copy of the real manifest with its first page's English title removed: invalid. */
function invalidCopy(): string {
  const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));
  delete manifest.routes[0].title.en;
  const folder = tempFolder("manifest-");
  const file = join(folder, "site.manifest.json");
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

it("names a valid manifest for the prerender workers by its path and modification time", () => {
  const env = trustedManifestEnv("site.manifest.json");
  expect(env[key]).toBe(`${resolve("site.manifest.json")}@${statSync("site.manifest.json").mtimeMs}`);
});

it("names the file as it is now without validating it, as the check names it once it has validated it", () => {
  expect(manifestStampEnv("site.manifest.json")).toEqual(trustedManifestEnv("site.manifest.json"));
  const file = invalidCopy();
  expect(manifestStampEnv(file)[key]).toBe(`${resolve(file)}@${statSync(file).mtimeMs}`);
  expect(() => trustedManifestEnv(file)).toThrow(ManifestError);
});

it("an invalid manifest is refused with the validator's report", () => {
  expect(() => loadManifest(invalidCopy())).toThrow(ManifestError);
});

it("a prerender worker reads a manifest named as validated without validating it again, until the file changes", () => {
  const file = invalidCopy();
  process.env[key] = `${resolve(file)}@${statSync(file).mtimeMs}`;
  const paths = (routes: { path: string }[]) => routes.map((r) => r.path);
  expect(paths(trustedManifest(file).routes)).toEqual(paths(JSON.parse(readFileSync(file, "utf8")).routes));
  // The manifest named as validated is no longer the file: the build says so and stops.
  utimesSync(file, new Date(), new Date(Date.now() + 5_000));
  expect(() => trustedManifest(file)).toThrow("The manifest changed while the site was being built: build again.");
  // Read as anything else reads it, the file is validated.
  expect(() => loadManifest(file)).toThrow(/English text/);
});
