import { statSync } from "node:fs";
import type { SiteManifest } from "../generated/manifest.ts";
import { createValidator } from "../validate/index.server.ts";
import type { Problem } from "../validate/problem.ts";
import { keepLastGoodVariable, manifestFile, publicFolder } from "./env.ts";
import { ManifestError, readManifestText, validManifest } from "./read.server.ts";
import { manifestStampEnv, stamp, trustedKey } from "./stamp.server.ts";

export { ManifestError, manifestFile, manifestStampEnv };

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

/** The environment naming the manifest as validated by this process (src/manifest/stamp.server.ts). */
export function trustedManifestEnv(file = manifestFile): Record<string, string> {
  const mtime = loadManifest(file) && shared.cached!.mtime;
  return { [trustedKey]: stamp(file, mtime) };
}

/** The manifest, read and validated once per change of the file (src/manifest/read.server.ts), with its facts filled in. */
export function loadManifest(file = manifestFile): SiteManifest {
  const mtime = statSync(file).mtimeMs;
  const { cached } = shared;
  if (cached?.file === file && cached.mtime === mtime) return cached.manifest;
  const text = readManifestText(file);
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
