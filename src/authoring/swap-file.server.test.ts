import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// When each save moved the file aside: the one instant at which a write still being made can be
// lost (see the race below). The same monotonic clock is read by the writing program.
const moves: { from: string; before: bigint; after: bigint }[] = [];
// What another program does right after a save has linked its text in, for the tests that stage it.
let afterLink: ((from: string, to: string) => void) | undefined;
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof import("node:fs")>();
  return {
    ...fs,
    renameSync: (from: string, to: string) => {
      const before = process.hrtime.bigint();
      fs.renameSync(from, to);
      moves.push({ from, before, after: process.hrtime.bigint() });
    },
    linkSync: (from: string, to: string) => {
      fs.linkSync(from, to);
      afterLink?.(from, to);
    },
  };
});

// Loaded anew, under the mock above: files share a worker's modules, and one loaded by another
// file's tests (the editor's store, say) holds the real node:fs.
let replaceIfUnchanged: typeof import("./swap-file.server").replaceIfUnchanged;
let versionOf: typeof import("./swap-file.server").versionOf;
beforeAll(async () => {
  vi.resetModules();
  ({ replaceIfUnchanged, versionOf } = await import("./swap-file.server"));
});

let dir: string;
afterEach(() => {
  afterLink = undefined;
  rmSync(dir, { recursive: true, force: true });
});
const fresh = () => {
  dir = mkdtempSync(join(tmpdir(), "swap-"));
  return join(dir, "site.manifest.json");
};

// Another program writes the file 100 times, numbering each write, and reads it back after each:
// whatever it reads must be its own write or newer, never an older value written over it. It
// reports each write it did not read back, with when the write began and ended.
const writer = (file: string) => `
const { readFileSync, writeFileSync } = require("node:fs");
const lost = [];
const read = () => { for (;;) { try { return JSON.parse(readFileSync(${JSON.stringify(file)}, "utf8")); } catch {} } };
for (let n = 1; n <= 100; n++) {
  const began = process.hrtime.bigint();
  writeFileSync(${JSON.stringify(file)}, JSON.stringify({ n }));
  const ended = process.hrtime.bigint();
  const until = Date.now() + Math.random() * 4;
  while (Date.now() < until);
  const seen = read();
  if (seen.n < n) lost.push({ n, began: String(began), ended: String(ended) });
}
process.stdout.write(JSON.stringify(lost));
`;

describe("replacing the manifest only if it is unchanged", () => {
  it("replaces an unchanged file and refuses a changed one, leaving no temporary file", () => {
    const file = fresh();
    writeFileSync(file, '{"n":1}');
    expect(replaceIfUnchanged(file, '{"n":2}', versionOf('{"n":1}'))).toBe(true);
    expect(readFileSync(file, "utf8")).toBe('{"n":2}');
    expect(replaceIfUnchanged(file, '{"n":3}', versionOf('{"n":1}'))).toBe(false);
    expect(readFileSync(file, "utf8")).toBe('{"n":2}');
    expect(readdirSync(dir)).toEqual(["site.manifest.json"]);
  });

  // Staged: a write begun before the save moved the file aside lands in the text moved aside; with
  // `newer`, the program then writes the file anew, in full, after the save has linked its text in.
  // Returns what the file holds after the save, which reports that it did not save.
  function slowerWrite(newer?: string): string {
    const file = fresh();
    writeFileSync(file, '{"n":1}');
    afterLink = (_from, to) => {
      if (to !== file) return;
      afterLink = undefined;
      writeFileSync(
        join(
          dir,
          readdirSync(dir).find((name) => name.endsWith(".aside"))!,
        ),
        '{"n":2}',
      );
      if (newer) writeFileSync(file, newer);
    };
    expect(replaceIfUnchanged(file, '{"saved":true}', versionOf('{"n":1}'))).toBe(false);
    expect(readdirSync(dir)).toEqual(["site.manifest.json"]);
    return readFileSync(file, "utf8");
  }

  it("keeps the other program's newest text when its slower write is put back", () => {
    expect(slowerWrite('{"n":3}')).toBe('{"n":3}');
  });

  it("puts the slower write back in place of the save when nothing was written after it", () => {
    expect(slowerWrite()).toBe('{"n":2}');
  });

  // A write that another program is still making when a save moves the file aside (it opened the
  // file before, its text lands after) goes into the version replaced: no program can prevent that
  // without the other's cooperation, and a busy machine can stretch that instant to milliseconds.
  // Every other write must stand: one finished before a save moved the file aside is never replaced.
  it("loses none of 100 outside writes raced against saves, but one being made at the very swap", async () => {
    const file = fresh();
    writeFileSync(file, JSON.stringify({ n: 0 }));
    const child = spawn(process.execPath, ["-e", writer(file)]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    const done = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    let finished = false;
    void done.then(() => (finished = true));
    const counts = { saved: 0, refused: 0 };
    while (!finished) {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
        JSON.parse(text);
      } catch {
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const { n } = JSON.parse(text) as { n: number };
      // A save keeps the number it read: it never goes back to an older one unless it overwrote a newer write.
      const next = JSON.stringify({ n, saved: counts.saved + counts.refused });
      counts[replaceIfUnchanged(file, next, versionOf(text)) ? "saved" : "refused"]++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const lost = JSON.parse(output) as { n: number; began: string; ended: string }[];
    const swappedDuring = ({ began, ended }: { began: string; ended: string }) =>
      moves.some((move) => move.from === file && move.after >= BigInt(began) && move.before <= BigInt(ended));
    expect(lost.filter((write) => !swappedDuring(write))).toEqual([]);
    expect(JSON.parse(readFileSync(file, "utf8")).n).toBe(100);
    expect(counts.saved).toBeGreaterThan(0);
  }, 60_000);
});
