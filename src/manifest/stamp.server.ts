import { statSync } from "node:fs";
import { resolve } from "node:path";
import { manifestFile } from "./env.ts";

/**
 * Names the manifest a process has validated, for the build's prerender workers: each reads the
 * file once without validating it again (a second of work and the validator's memory per worker at
 * 10,000 routes) as long as the file has not changed since (src/manifest/trusted.server.ts).
 */
export const trustedKey = "SITE_MANIFEST_VALIDATED";
export const stamp = (file: string, mtime: number) => `${resolve(file)}@${mtime}`;

/**
 * The same environment for the file as it is now, before it is validated: for the processes of a
 * build that validates it meanwhile and keeps nothing they made unless it is valid and unchanged
 * (scripts/build.ts compares this with what trustedManifestEnv() returned after validating). A
 * module of its own, so that the build's main process does not load the validator.
 */
export function manifestStampEnv(file = manifestFile): Record<string, string> {
  return { [trustedKey]: stamp(file, statSync(file).mtimeMs) };
}
