import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { changesBetween, type Changes } from "./changes.ts";
import { AuthoringError } from "../i18n/said.ts";

export type { Changes };

/**
 * How many backups are kept: every one of the last KEEP_DAYS days, and the KEEP_LATEST newest
 * whatever their age, so that a manifest left alone for months still has its recent history.
 */
export const KEEP_LATEST = 50;
export const KEEP_DAYS = 30;

/** One earlier version of the manifest, kept in .manifest-backups/ beside it. */
export interface BackupEntry {
  /** Its name in the history, from the time it was taken: "2025-05-14T06-05-09-123Z". */
  id: string;
  /** When the next version replaced it (ISO 8601). */
  when: string;
  /** What the next version changed. */
  changes: Changes;
  /** Its size in bytes. */
  size: number;
  /** Whether it is a JSON object, which the editor can open once it is restored. */
  readable: boolean;
  /** When the next version is a restore: when the version it put back was replaced (ISO 8601). */
  restored?: string;
}

/** Thrown when there is no backup of that name; its message lists the ones there are. */
export class HistoryError extends AuthoringError {
  override name = "HistoryError";
}

interface ChangeRecord {
  changes: Changes;
  readable: boolean;
  restored?: string;
}

const folderOf = (file: string) => join(dirname(file), ".manifest-backups");
const nameOf = (file: string) => basename(file, ".json");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const stampPattern = "\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z(?:-\\d+)?";

/** Where the copy of one version is, and the record of what the next changed beside it. */
export const backupPath = (file: string, id: string) => join(folderOf(file), `${nameOf(file)}.${id}.json`);
const recordPath = (file: string, id: string) => join(folderOf(file), `${nameOf(file)}.${id}.changes.json`);

/** "2025-05-14T06-05-09-123Z(-2)" back to the moment it names. */
const timeOf = (id: string) => new Date(id.replace(/^(.{13})-(\d\d)-(\d\d)-(\d{3})Z.*$/, "$1:$2:$3.$4Z")).toISOString();

/** The ids of the backups of `file`, newest first. */
function ids(file: string): string[] {
  if (!existsSync(folderOf(file))) return [];
  const pattern = new RegExp(`^${escape(nameOf(file))}\\.(${stampPattern})\\.json$`);
  return readdirSync(folderOf(file))
    .flatMap((name) => pattern.exec(name)?.[1] ?? [])
    .sort((a, b) => b.localeCompare(a, "en", { numeric: true }));
}

const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
const parsed = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, "")) };
  } catch {
    return { ok: false };
  }
};

/** What changed from one text of the manifest to the next, from their values, not their layout. */
function recordOf(text: string, nextText: string): ChangeRecord {
  const [before, after] = [parsed(text), parsed(nextText)];
  const readable = before.ok && isObject(before.value);
  if (before.ok && after.ok) return { changes: changesBetween(before.value, after.value), readable };
  const whole = before.ok ? "the whole file (the next version is not valid JSON)" : "the whole file (not valid JSON)";
  const place = { whole: before.ok ? "next-unreadable" : "unreadable" } as const;
  return { changes: { pages: [], fields: [whole], places: [place] }, readable };
}

/** Replaces the file in one step (temporary file, rename), so that a crash never leaves half of it. */
export function writeAtomically(file: string, text: string) {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Removes the backups that are both older than KEEP_DAYS days and not among the KEEP_LATEST newest. */
function prune(file: string, now: number) {
  const oldest = now - KEEP_DAYS * 24 * 60 * 60 * 1000;
  for (const id of ids(file).slice(KEEP_LATEST)) {
    if (Date.parse(timeOf(id)) >= oldest) continue;
    unlinkSync(backupPath(file, id));
    if (existsSync(recordPath(file, id))) unlinkSync(recordPath(file, id));
  }
}

/**
 * Keeps a copy of the file as it is now (or of `text`, what was just replaced), before it is
 * replaced by `nextText`, with the record of what that changes; then drops the backups beyond the bounds. Returns the backup's id.
 */
export function backup(
  file: string,
  nextText?: string,
  text = readFileSync(file, "utf8"),
  { restored }: { restored?: string } = {},
): string {
  mkdirSync(folderOf(file), { recursive: true });
  const now = new Date();
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let id = stamp;
  for (let n = 2; existsSync(backupPath(file, id)); n++) id = `${stamp}-${n}`;
  writeFileSync(backupPath(file, id), text, { flag: "wx" });
  if (nextText !== undefined)
    writeFileSync(recordPath(file, id), JSON.stringify({ ...recordOf(text, nextText), ...(restored && { restored }) }));
  prune(file, now.getTime());
  return id;
}

/**
 * The backups of `file`, newest first, each with what the version after it changed. A backup
 * without its record (taken by an older version of the editor) is compared with the version after
 * it, once: the record is written then.
 */
export function listBackups(file: string): BackupEntry[] {
  const all = ids(file);
  return all.map((id, i) => {
    let record: ChangeRecord;
    try {
      record = JSON.parse(readFileSync(recordPath(file, id), "utf8")) as ChangeRecord;
    } catch {
      const next = i === 0 ? file : backupPath(file, all[i - 1]);
      record = recordOf(readFileSync(backupPath(file, id), "utf8"), existsSync(next) ? readFileSync(next, "utf8") : "");
      writeFileSync(recordPath(file, id), JSON.stringify(record));
    }
    return { id, when: timeOf(id), size: statSync(backupPath(file, id)).size, ...record };
  });
}

/** The text of one backup; a HistoryError names the backups there are when there is no such one. */
export function readBackup(file: string, id: string): string {
  const known = ids(file);
  if (!known.includes(id))
    throw new HistoryError(
      known.length
        ? {
            en: `There is no backup "${id}" of ${file}. The backups are: ${known.join(", ")}.`,
            mn: `${file} файлын «${id}» гэсэн өмнөх хувилбар алга. Байгаа хувилбарууд: ${known.join(", ")}.`,
          }
        : {
            en: `There is no backup of ${file} yet: one is made each time the file is saved.`,
            mn: `${file} файлын өмнөх хувилбар одоогоор алга: файлыг хадгалах бүрд нэг хувилбар үлддэг.`,
          },
    );
  return readFileSync(backupPath(file, id), "utf8");
}

/**
 * Puts a backup back in place of the file, after keeping the file as it is now as a backup itself
 * (backupOfCurrent is null when there was no file to keep).
 */
export function restoreBackup(file: string, id: string): { restored: string; backupOfCurrent: string | null } {
  const text = readBackup(file, id);
  // The version kept says that what replaced it was a restore, of which version.
  const backupOfCurrent = existsSync(file) ? backup(file, text, undefined, { restored: timeOf(id) }) : null;
  writeAtomically(file, text);
  return { restored: id, backupOfCurrent };
}
