import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";

/** Removes all but the `kept` entries of a cache folder last made or used (and any left half-made by a stopped build). */
export function pruneCache(cache: string, kept = 4): void {
  const entries = readdirSync(cache)
    .map((name) => ({ path: join(cache, name), time: statSync(join(cache, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of entries.slice(kept)) rmSync(path, { recursive: true, force: true });
}

/**
 * Puts a kept file (never written again once made) at `to` in the built site: a hard link, which
 * costs no copy and outlives the kept file's deletion, or a copy where links cannot be made (another
 * file system).
 */
export function placeKeptFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EEXIST") throw error;
    copyFileSync(from, to);
  }
}

/**
 * The folder `dir`, kept from an earlier build (`done` names the file it holds once whole), or made
 * now by `make` in a folder of its own and then put in its place, the cache pruned to its latest
 * `kept` entries. Returns whether it was kept.
 */
export async function keptOrMade(
  dir: string,
  done: string,
  kept: number,
  make: (folder: string) => Promise<unknown>,
): Promise<boolean> {
  if (existsSync(join(dir, done))) {
    // Used now: among the latest, which pruning keeps.
    const now = new Date();
    utimesSync(dir, now, now);
    return true;
  }
  const making = `${dir}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  await make(making);
  // Kept whole or not at all: another build may look for it meanwhile.
  mkdirSync(dirname(dir), { recursive: true });
  if (!existsSync(join(dir, done))) renameSync(making, dir);
  else rmSync(making, { recursive: true, force: true });
  pruneCache(dirname(dir), kept);
  return false;
}

/**
 * Writes `text` to the cache file `file`, whole or not at all (another process may read it
 * meanwhile), and prunes its folder to its latest `kept` entries. A cache that cannot be written (a
 * read-only node_modules, say) only costs time: false then.
 */
export function keepCacheFile(file: string, text: string, kept = 4): boolean {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const part = `${file}.${process.pid}`;
    writeFileSync(part, text);
    renameSync(part, file);
    pruneCache(dirname(file), kept);
    return true;
  } catch {
    return false;
  }
}
