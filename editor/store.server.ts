import { rewrite } from "../src/authoring/edit-json";
import { backup, backupPath } from "../src/authoring/history.server";
import { replaceIfUnchanged, versionOf } from "../src/authoring/swap-file.server";
import { ManifestError, readManifestText } from "../src/manifest/read.server";
import { ambiguousJson } from "../src/validate/json-checks";
import type { Problem } from "../src/validate/problem";
import { report } from "../src/validate/report";

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

/**
 * The file as the forms can edit it. A file that is not UTF-8, too large or not a file
 * (readManifestText), or whose JSON is ambiguous (a field written twice: a save would change the
 * copy the site ignores; a number too large: a save would write null), is refused with
 * ManifestError: the editor then shows the message, or the file's text in its recovery view.
 */
export function readSnapshot(file: string): Snapshot & { text: string } {
  const text = readManifestText(file);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    // Changed by another program since the editor read it: reloading opens it as text to mend.
    throw new ManifestError(
      {
        en: `${file} is no longer valid JSON (${(error as Error).message}): another program changed it. Reload the editor: it opens the file as text, to fix it or bring back its last good version. Your unsaved changes are kept in this browser.`,
        mn: `${file} файл JSON-оор уншигдахаа больжээ (${(error as Error).message}): өөр программ өөрчилсөн байна. Засварлагчийг дахин ачаална уу: файлыг засах эсвэл сүүлийн зөв хувилбарыг нь сэргээхийн тулд текстээр нь нээнэ. Таны хадгалаагүй өөрчлөлт энэ хөтөчид хадгалагдсан.`,
      },
      undefined,
      // The commands that read it (npm run move, …) say what is wrong in their own words.
      { cause: error },
    );
  }
  const ambiguous = ambiguousJson(text);
  if (ambiguous.length)
    throw new ManifestError(
      {
        en: "The editor cannot change this file until it is fixed:",
        mn: "Энэ файлыг засах хүртэл засварлагч түүнийг өөрчилж чадахгүй:",
      },
      report(file, ambiguous, "text"),
    );
  return { text, version: versionOf(text), data };
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
