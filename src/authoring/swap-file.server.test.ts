import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { replaceIfUnchanged, versionOf } from "./swap-file.server";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => {
  dir = mkdtempSync(join(tmpdir(), "swap-"));
  return join(dir, "site.manifest.json");
};

// Another program writes the file 100 times, numbering each write, and reads it back after each:
// whatever it reads must be its own write or newer, never an older value written over it.
const writer = (file: string) => `
const { readFileSync, writeFileSync } = require("node:fs");
const lost = [];
const read = () => { for (;;) { try { return JSON.parse(readFileSync(${JSON.stringify(file)}, "utf8")); } catch {} } };
for (let n = 1; n <= 100; n++) {
  writeFileSync(${JSON.stringify(file)}, JSON.stringify({ n }));
  const until = Date.now() + Math.random() * 4;
  while (Date.now() < until);
  const seen = read();
  if (seen.n < n) lost.push(n);
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

  it("loses none of 100 outside writes raced against saves", async () => {
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
    expect(JSON.parse(output)).toEqual([]);
    expect(JSON.parse(readFileSync(file, "utf8")).n).toBe(100);
    expect(counts.saved).toBeGreaterThan(0);
  }, 60_000);
});
