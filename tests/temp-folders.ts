// Temporary folders for tests: each is removed after the test that made it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

const made: string[] = [];

// Registered when a test file imports this module: it runs after each test of that file, once the
// test's body (and anything it waited for) has ended.
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A new folder in the system's temporary folder, its name starting with `prefix`, removed after the test. */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** Writes `text` to `file` inside `folder`, making the folders on its way. */
export function writeIn(folder: string, file: string, text: string): void {
  mkdirSync(join(folder, file, ".."), { recursive: true });
  writeFileSync(join(folder, file), text);
}
