import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { rewrite } from "../src/authoring/edit-json";
import { backup, backupPath, writeAtomically } from "../src/authoring/history.server";
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

export const versionOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

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
  const id = backup(file, text);
  writeAtomically(file, text);
  return { status: "saved", version: versionOf(text), backup: backupPath(file, id) };
}
