import { createHash } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export const versionOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** A hard link where the file system has them; elsewhere (FAT, some network drives) a rename. */
function linkOrMove(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw error;
    renameSync(from, to);
  }
}

/**
 * Replaces the file with `text` only if it still holds the version `expected`, checked at the
 * moment of the swap: the current file is first moved aside in one step, so that what is compared
 * is exactly what would be replaced, and the new text is linked in only where no file has appeared
 * meanwhile. A change made by another program at any moment is never overwritten: the swap is
 * undone, or not made, and false is returned. The file is missing for the instant between the two
 * steps, never half-written.
 *
 * One write escapes any such check: one another program is making at the very moment of the swap
 * (it opened the file before it was moved aside and writes into it after the last look at it). Its
 * text goes into the version replaced. Only the other program's cooperation (a lock it takes) could
 * prevent that; a busy machine stretches that moment to milliseconds, not more.
 */
export function replaceIfUnchanged(file: string, text: string, expected: string): boolean {
  const stem = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}`);
  const [temporary, aside] = [`${stem}.tmp`, `${stem}.aside`];
  writeFileSync(temporary, text);
  try {
    renameSync(file, aside);
  } catch (error) {
    unlinkSync(temporary);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  const unchanged = versionOf(readFileSync(aside, "utf8")) === expected;
  const incoming = unchanged ? temporary : aside;
  try {
    // A link fails where a file exists: one written by another program since the file was moved aside.
    linkOrMove(incoming, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    rmSync(temporary, { force: true });
    // Their file stands; what was aside was replaced by them anyway.
    rmSync(aside, { force: true });
    return false;
  }
  rmSync(temporary, { force: true });
  // A program that opened the file before it was moved aside may have written into it since: its
  // text goes back in place of ours, unless it (or another) has written the file again since.
  if (unchanged && versionOf(readFileSync(aside, "utf8")) !== expected) {
    putBack(file, aside, `${stem}.ours`, versionOf(text));
    return false;
  }
  rmSync(aside, { force: true });
  return unchanged;
}

/**
 * Puts `aside` back at `file` in place of the text just saved there (of version `saved`), in the
 * same two steps as a save: the file is moved aside to `ours` first, and when it no longer holds
 * what was saved, another program has written it since, and that newer text goes back instead.
 * A file written meanwhile stands.
 */
function putBack(file: string, aside: string, ours: string, saved: string) {
  let newer = aside;
  try {
    renameSync(file, ours);
    if (versionOf(readFileSync(ours, "utf8")) !== saved) newer = ours;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  try {
    linkOrMove(newer, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  rmSync(ours, { force: true });
  rmSync(aside, { force: true });
}
