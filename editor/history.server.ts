import { backup, backupPath, listBackups, restoreBackup, type BackupEntry } from "../src/authoring/history.server";
import { replaceIfUnchanged } from "../src/authoring/swap-file.server";
import { readManifestText } from "../src/manifest/read.server";
import { ambiguousJson } from "../src/validate/json-checks";
import type { Problem } from "../src/validate/problem";
import { versionOf } from "./store.server";

/** Why the file cannot be read as a manifest, where in its text. */
export interface TextProblem {
  line: number;
  column: number;
  message: string;
  hint?: string;
  /** The message and hint in Mongolian, when the validator gives them. */
  mn?: { message: string; hint?: string };
}

/** What the editor shows instead of its forms when the manifest cannot be opened. */
export interface Recovery {
  file: string;
  /** The version of the text, for saving it back (compare-and-swap). */
  version: string;
  text: string;
  problems: TextProblem[];
  /** The newest backup the editor can open, if there is one. */
  lastGood?: BackupEntry;
}

export type SaveTextResult =
  /** Written; the editor can open it now. */
  | { status: "saved"; version: string; backup: string }
  /** Written as the author asked, but still not a manifest the editor can open. */
  | { status: "unreadable"; version: string; backup: string; problems: TextProblem[] }
  /** Not written: the file changed on disk since the text was read. */
  | { status: "conflict" };

export interface RestoreResult {
  status: "restored";
  restored: string;
  /** The backup of the version it replaced, null when there was no file. */
  backupOfCurrent: string | null;
  version: string;
  /** The restored manifest; absent when it is not a JSON object (the editor then opens its recovery view). */
  data?: unknown;
}

type Validate = (text: string) => { problems: Problem[] };

/**
 * The problems that stop the editor opening a text in its forms: it is not JSON, not one JSON
 * object, or its JSON is ambiguous (a field written twice, a number too large), which the text
 * view can fix and the forms would get wrong.
 */
function unreadable(text: string, validate: Validate): TextProblem[] {
  const whole = validate(text).problems.filter((p) => p.pointer === "" && p.severity === "error");
  return (whole.length ? whole : ambiguousJson(text)).map(({ line = 1, column = 1, message, hint, mn }) => ({
    line,
    column,
    message,
    ...(hint ? { hint } : {}),
    ...(mn ? { mn } : {}),
  }));
}

/**
 * The recovery view's data when the editor cannot open the file as it is, otherwise undefined.
 * Throws ManifestError when the file cannot even be shown as text (not UTF-8, not a file, too
 * large): the editor shows that message and never writes the file.
 */
export function recoveryFor(file: string, validate: Validate): Recovery | undefined {
  const text = readManifestText(file);
  const problems = unreadable(text, validate);
  if (!problems.length) return undefined;
  const lastGood = listBackups(file).find((b) => b.readable);
  return { file, version: versionOf(text), text, problems, ...(lastGood ? { lastGood } : {}) };
}

/**
 * Writes a text the author typed in place of the file, unless the file changed on disk since
 * `baseVersion`; the version it replaces is kept as a backup. A text that is still not a manifest
 * is written too (the file was no better) and its problems are returned.
 */
export function saveText(file: string, text: string, baseVersion: string, validate: Validate): SaveTextResult {
  const before = readManifestText(file);
  if (versionOf(before) !== baseVersion || !replaceIfUnchanged(file, text, baseVersion)) return { status: "conflict" };
  const saved = { version: versionOf(text), backup: backupPath(file, backup(file, text, before)) };
  const problems = unreadable(text, validate);
  return problems.length ? { status: "unreadable", ...saved, problems } : { status: "saved", ...saved };
}

/** Restores a backup (the current version is kept first) and reads the file as it is then. */
export function restoreVersion(file: string, id: string): RestoreResult {
  const result = restoreBackup(file, id);
  let text = "";
  let data: unknown;
  try {
    text = readManifestText(file);
    data = ambiguousJson(text).length ? undefined : JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    // The editor opens its recovery view, which says what is wrong.
    data = undefined;
  }
  const isObject = typeof data === "object" && data !== null && !Array.isArray(data);
  return { status: "restored", ...result, version: versionOf(text), ...(isObject ? { data } : {}) };
}
