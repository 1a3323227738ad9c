import { existsSync, renameSync, rmSync } from "node:fs";

/** The folders a build of `target` uses beside it: the one it writes, and the one it replaces. */
export const workFolders = (target: string) => ({ next: `${target}.next`, previous: `${target}.previous` });

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

/**
 * Runs `build` into a fresh folder beside `target` and puts it in place only when it succeeds: a
 * failed or interrupted build leaves the previous site as it was. What an interrupted build left
 * behind is put back (the previous site) or removed (a half-written folder) first.
 */
export async function buildAtomically(
  target: string,
  build: (folder: string) => Promise<void>,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { next, previous } = workFolders(target);
  const restored = restoreInterruptedSwap(target);
  if (restored) log(restored);
  rmSync(next, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
  try {
    await build(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  // Two renames on one file system: the site is missing only between them, never half written,
  // and a build that dies between them leaves it in `previous` for the next one to put back.
  if (existsSync(target)) renameSync(target, previous);
  renameSync(next, target);
  rmSync(previous, { recursive: true, force: true });
}
