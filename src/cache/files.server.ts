import { copyFileSync, linkSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

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
