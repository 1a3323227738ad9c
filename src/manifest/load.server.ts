import { statSync } from "node:fs";
import { resolve } from "node:path";
import type { SiteManifest } from "../generated/manifest.ts";
import { createValidator } from "../validate/index.server.ts";
import type { Problem } from "../validate/problem.ts";
import { keepLastGoodVariable, manifestFile, publicFolder } from "./env.ts";
import { ManifestError, readManifestText, validatedManifest, validManifest } from "./read.server.ts";

export { ManifestError, manifestFile };

/**
 * The validator and the last manifest read, shared by every copy of this module in the process.
 * A build loads it several times over (Vite's config, React Router's config, the server build),
 * and at 10,000 routes each copy's own parse and validation would cost hundreds of megabytes.
 */
interface Shared {
  validate?: ReturnType<typeof createValidator>;
  cached?: { file: string; mtime: number; manifest: SiteManifest; warnings: Problem[] };
}
const shared: Shared = ((globalThis as { [key: symbol]: Shared })[Symbol.for("site.manifest.load")] ??= {});

/**
 * Names the manifest this process has validated, for the build's prerender workers: each reads the
 * file once without validating it again (a second of work and the validator's memory per worker at
 * 10,000 routes) as long as the file has not changed since.
 */
const trustedKey = "SITE_MANIFEST_VALIDATED";
const stamp = (file: string, mtime: number) => `${resolve(file)}@${mtime}`;

export function trustedManifestEnv(file = manifestFile): Record<string, string> {
  const mtime = loadManifest(file) && shared.cached!.mtime;
  return { [trustedKey]: stamp(file, mtime) };
}

/**
 * The same environment for the file as it is now, before it is validated: for the processes of a
 * build that validates it meanwhile and keeps nothing they made unless it is valid and unchanged
 * (scripts/build.ts compares this with what trustedManifestEnv() returned after validating).
 */
export function manifestStampEnv(file = manifestFile): Record<string, string> {
  return { [trustedKey]: stamp(file, statSync(file).mtimeMs) };
}

/** The manifest, read and validated once per change of the file (src/manifest/read.server.ts), with its facts filled in. */
export function loadManifest(file = manifestFile): SiteManifest {
  const mtime = statSync(file).mtimeMs;
  const { cached } = shared;
  if (cached?.file === file && cached.mtime === mtime) return cached.manifest;
  const text = readManifestText(file);
  if (process.env[trustedKey] === stamp(file, mtime)) {
    shared.cached = { file, mtime, manifest: validatedManifest(text), warnings: [] };
    return shared.cached.manifest;
  }
  shared.validate ??= createValidator({ schemaDir: "schema", publicDir: publicFolder });
  try {
    shared.cached = { file, mtime, ...validManifest(file, text, shared.validate) };
  } catch (error) {
    // Under npm run dev the overlay shows the problems; the pages keep the last good version.
    if (error instanceof ManifestError && process.env[keepLastGoodVariable] && cached?.file === file)
      return cached.manifest;
    throw error;
  }
  return shared.cached.manifest;
}

/** What validating the manifest found that does not stop a build (unfinished pages, say); none when it was read as validated. */
export function manifestWarnings(file = manifestFile): Problem[] {
  loadManifest(file);
  return shared.cached!.warnings;
}
