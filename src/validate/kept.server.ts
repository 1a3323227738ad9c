// The site's compiled validator kept as ajv's standalone code (https://ajv.js.org/standalone.html)
// in node_modules/.cache/site-validator, named by the hash of what it is made from: a new process
// (every build's manifest check, npm run validate, the editor's start) loads it in a few
// milliseconds instead of compiling the schemas again, a fifth of a build's check at 1,000 routes.
import { readFileSync, utimesSync } from "node:fs";
import { createRequire } from "node:module";
import type { ValidateFunction } from "ajv";
import { keepCacheFile } from "../cache/files.server.ts";

// The code requires ajv's runtime helpers, found from here in the project's node_modules.
const require = createRequire(import.meta.url);

export const validatorCache = () => process.env.SITE_VALIDATOR_CACHE ?? "node_modules/.cache/site-validator";

/**
 * The validator kept in `file`, run with the site's formats and keywords (the objects its code
 * names `formats` and `keywords`); undefined when there is none, or it cannot be read or run.
 */
export function keptValidator(file: string, formats: object, keywords: object): ValidateFunction | undefined {
  let code: string;
  try {
    code = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  try {
    const module = { exports: {} as unknown };
    new Function("require", "module", "exports", "formats", "keywords", code)(
      require,
      module,
      module.exports,
      formats,
      keywords,
    );
    if (typeof module.exports !== "function") return undefined;
    // Used now: among the latest, which pruning keeps.
    const now = new Date();
    utimesSync(file, now, now);
    return module.exports as ValidateFunction;
  } catch {
    // Cut short or damaged: compiled again, and written again.
    return undefined;
  }
}

/** Keeps the validator's standalone `code` in `file`, whole or not at all; a cache that cannot be written only costs time. */
export function keepValidator(file: string, code: string): void {
  // When it cannot be written, the next process compiles the schemas again.
  keepCacheFile(file, code);
}
