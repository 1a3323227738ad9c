// The manifest as the build's prerender workers read it: named as validated by the build
// (src/manifest/stamp.server.ts), read once without validating it again. A module of its own, so
// that a worker never loads the validator.
import { statSync } from "node:fs";
import type { SiteManifest } from "../generated/manifest.ts";
import { manifestFile } from "./env.ts";
import { readManifestText, validatedManifest } from "./read.server.ts";
import { stamp, trustedKey } from "./stamp.server.ts";

let cached: { file: string; mtime: number; manifest: SiteManifest } | undefined;

/** The manifest the build named as validated; throws when the file has changed since. */
export function trustedManifest(file = manifestFile): SiteManifest {
  const mtime = statSync(file).mtimeMs;
  if (cached?.file === file && cached.mtime === mtime) return cached.manifest;
  if (process.env[trustedKey] !== stamp(file, mtime))
    throw new Error("The manifest changed while the site was being built: build again.");
  cached = { file, mtime, manifest: validatedManifest(readManifestText(file)) };
  return cached.manifest;
}
