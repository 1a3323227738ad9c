import type { SiteManifest } from "../generated/manifest.ts";
import { bothLanguages, type Said } from "../i18n/said.ts";
import { resolveFacts } from "../content/facts.ts";
import type { createValidator } from "../validate/index.server.ts";
import type { Problem } from "../validate/problem.ts";
import { report } from "../validate/report.ts";
import { decodeManifest } from "./encoding.ts";
import { readManifestBytes, UnreadableFileError } from "./read-file.server.ts";

/**
 * Thrown when the manifest is invalid or cannot be read; its message is the validator's report for
 * authors under an English heading, `printed` the same under the heading in Mongolian, then in English.
 */
export class ManifestError extends Error {
  override name = "ManifestError";
  /** What a command prints: the heading in Mongolian first, then the message. */
  readonly printed: string;
  constructor(heading: Said, report?: string, options?: ErrorOptions) {
    super(report === undefined ? heading.en : `${heading.en}\n${report}`, options);
    this.printed = bothLanguages({ mn: heading.mn, en: this.message });
  }
}

/** A manifest that passed validation, with its facts filled in, and what validating it found that does not stop a build. */
export interface ValidManifest {
  manifest: SiteManifest;
  warnings: Problem[];
}

/**
 * The manifest's text, validated; `file` names it in the report. Throws ManifestError, with every
 * problem, when it is invalid.
 */
export function validManifest(file: string, text: string, validate: ReturnType<typeof createValidator>): ValidManifest {
  const result = validate(text);
  if (!result.valid)
    throw new ManifestError(
      { mn: "Сайтын өгөгдөлд асуудал байна:", en: "The manifest has problems:" },
      report(file, result.problems, "text", result.unlisted),
    );
  return { manifest: resolveFacts(result.data as SiteManifest), warnings: result.problems };
}

/**
 * The text of the manifest file: a regular file of at most MAX_MANIFEST_BYTES, in UTF-8. Throws
 * ManifestError saying why not (a folder, a device, too large, another encoding), never reads a
 * file lossily or without end.
 */
export function readManifestText(file: string): string {
  let bytes: Buffer;
  try {
    bytes = readManifestBytes(file);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new ManifestError({ mn: error.mn, en: error.message });
    throw error;
  }
  const { text, problem } = decodeManifest(bytes);
  if (problem)
    throw new ManifestError(
      { mn: "Сайтын өгөгдлийн файлыг уншиж чадсангүй:", en: "The manifest cannot be read:" },
      report(file, [problem], "text"),
    );
  return text;
}

/** The text of a manifest already validated (by another process of the build), read without validating it again. */
export const validatedManifest = (text: string): SiteManifest =>
  resolveFacts(JSON.parse(text.replace(/^\uFEFF/, "")) as SiteManifest);
