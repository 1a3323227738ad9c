import { readFileSync } from "node:fs";
import { rewrite } from "../src/authoring/edit-json";
import { backup, backupPath } from "../src/authoring/history.server";
import { replaceIfUnchanged, versionOf } from "../src/authoring/swap-file.server";
import type { Problem } from "../src/validate/problem";

/** What the editor knows of the file on disk: its text's fingerprint and its value. */
export interface Snapshot {
  version: string;
  data: unknown;
}

export type SaveResult =
  | { status: "saved"; version: string; backup: string }
  | { status: "conflict"; disk: Snapshot }
  | { status: "invalid"; problems: Problem[] };

export { versionOf };

export function readSnapshot(file: string): Snapshot & { text: string } {
  const text = readFileSync(file, "utf8");
  return { text, version: versionOf(text), data: JSON.parse(text) };
}

/**
 * Writes the new value of the manifest, unless the file changed on disk since `baseVersion` was
 * read, or the value has errors the author has not confirmed. Only the values that changed are
 * rewritten, the rest keeps its layout; the file is replaced in one step (temporary file, rename),
 * so that a crash never leaves half a manifest.
 */
export function save(
  file: string,
  data: unknown,
  baseVersion: string,
  check: (text: string) => Problem[],
  confirmInvalid: boolean,
): SaveResult {
  const disk = readSnapshot(file);
  if (disk.version !== baseVersion) return { status: "conflict", disk: { version: disk.version, data: disk.data } };
  const text = rewrite(disk.text, disk.data, data);
  const errors = check(text).filter((p) => p.severity === "error");
  if (errors.length && !confirmInvalid) return { status: "invalid", problems: errors };
  // Checked again at the moment of the swap: a change made while this save was being checked wins.
  if (!replaceIfUnchanged(file, text, disk.version)) {
    const now = readSnapshot(file);
    return { status: "conflict", disk: { version: now.version, data: now.data } };
  }
  const id = backup(file, text, disk.text);
  return { status: "saved", version: versionOf(text), backup: backupPath(file, id) };
}
