import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * The folders a build of `target` uses beside it: the one it writes, the one it replaces, and the
 * site it replaced last time (`spare`), which a rebuild may write over instead of a new folder.
 */
export const workFolders = (target: string) => ({
  next: `${target}.next`,
  previous: `${target}.previous`,
  spare: `${target}.spare`,
});

/** The names a replaced site takes while it is deleted: `build.deleting-<process>-<time>`. */
const deletingPrefix = (target: string) => `${basename(target)}.deleting-`;

/**
 * Deletes `folder` in a process of its own, which goes on after the build has ended: a site of
 * 20,000 pages took 13 s to delete here, which no author should wait for.
 */
function deleteInBackground(folder: string): void {
  const script = `require("node:fs").rmSync(${JSON.stringify(folder)}, { recursive: true, force: true })`;
  spawn(process.execPath, ["-e", script], { detached: true, stdio: "ignore" }).unref();
}

/**
 * Renames the replaced site `folder` out of the way, to a name of its own (an earlier build's
 * deletion may still be going on beside it), and deletes it in the background.
 */
function retire(target: string, folder: string): void {
  const deleting = join(dirname(target), `${deletingPrefix(target)}${process.pid}-${Date.now()}`);
  renameSync(folder, deleting);
  deleteInBackground(deleting);
}

/**
 * Replaced sites still being deleted, or whose deletion was stopped (a machine turned off): deleted
 * again, where they are. Two deletions of one folder at once are harmless.
 */
function leftoverDeletions(target: string): string[] {
  const parent = dirname(target);
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(deletingPrefix(target)))
    .map((name) => join(parent, name));
}

/**
 * Puts the last site built back in place when a build died between the two renames of its swap:
 * `target` is missing and the site it replaced is still beside it. Returns the line that says so,
 * or undefined when there was nothing to restore. Run by every build and by npm run serve.
 */
export function restoreInterruptedSwap(target: string): string | undefined {
  const { previous } = workFolders(target);
  if (existsSync(target) || !existsSync(previous)) return undefined;
  renameSync(previous, target);
  return `${target}/ was missing after a build that stopped halfway: the last site built (${previous}/) is back in its place.`;
}

/** How a build may reuse the site it replaced last time. */
export interface Recycling {
  /**
   * Whether the build can write over `spare`, the site the last build replaced, instead of a new
   * folder: it then rewrites only what changed, and makes no folder that is already there. Given
   * this, a build keeps the site it replaces as the next one's spare instead of deleting it.
   */
  recycle: (spare: string) => boolean;
}

/**
 * Runs `build` into a folder beside `target` and puts it in place only when it succeeds: a failed
 * or interrupted build leaves the previous site as it was. The folder is a new one, or, with
 * `recycling`, the site the last build replaced when `recycle` accepts it (`build` is told which).
 * What an interrupted build left behind is put back (the previous site) or removed (a half-written
 * folder) first.
 */
export async function buildAtomically(
  target: string,
  build: (folder: string, recycled: boolean) => Promise<void>,
  log: (line: string) => void = console.log,
  recycling?: Recycling,
): Promise<void> {
  const { next, previous, spare } = workFolders(target);
  const restored = restoreInterruptedSwap(target);
  if (restored) log(restored);
  // Left by a build that died: a half-written site, and one replaced but not yet set aside.
  if (existsSync(next)) retire(target, next);
  if (existsSync(previous)) {
    if (recycling && !existsSync(spare)) renameSync(previous, spare);
    else retire(target, previous);
  }
  for (const folder of leftoverDeletions(target)) deleteInBackground(folder);
  const recycled = existsSync(spare) && recycling !== undefined && recycling.recycle(spare);
  if (recycled) renameSync(spare, next);
  else if (existsSync(spare)) retire(target, spare);
  try {
    await build(next, recycled);
  } catch (error) {
    if (existsSync(next)) retire(target, next);
    throw error;
  }
  // Two renames on one file system: the site is missing only between them, never half written,
  // and a build that dies between them leaves it in `previous` for the next one to put back.
  const replacing = existsSync(target);
  if (replacing) renameSync(target, previous);
  renameSync(next, target);
  if (replacing) {
    if (recycling) renameSync(previous, spare);
    else retire(target, previous);
  }
}
