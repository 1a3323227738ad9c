import { existsSync, renameSync, rmSync } from "node:fs";

/** The folders a build of `target` uses beside it: the one it writes, and the one it replaces. */
export const workFolders = (target: string) => ({ next: `${target}.next`, previous: `${target}.previous` });

/**
 * Runs `build` into a fresh folder beside `target` and puts it in place only when it succeeds: a
 * failed or interrupted build leaves the previous site as it was. What an interrupted build left
 * behind is removed first.
 */
export async function buildAtomically(target: string, build: (folder: string) => Promise<void>): Promise<void> {
  const { next, previous } = workFolders(target);
  rmSync(next, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
  try {
    await build(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  // Two renames on one file system: the site is missing only between them, never half written.
  if (existsSync(target)) renameSync(target, previous);
  renameSync(next, target);
  rmSync(previous, { recursive: true, force: true });
}
