import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/temp-folders";
import { fixtureText } from "../tests/factories";
import { merge } from "./merge";
import { readSnapshot, save } from "./store.server";

function copy() {
  const dir = tempFolder("editor-store-");
  const file = join(dir, "site.manifest.json");
  writeFileSync(file, fixtureText());
  return { dir, file };
}
const valid = () => [];

describe("saving from the editor", () => {
  it("changes exactly the edited value, keeps a backup of the previous version and no temporary file", () => {
    const { dir, file } = copy();
    const { version, data, text } = readSnapshot(file);
    const edited = structuredClone(data) as { settings: { email?: string; contact: { email: string } } };
    edited.settings.contact.email = "hello@example.mn";
    const result = save(file, edited, version, valid, false);
    expect(result.status).toBe("saved");
    const after = readFileSync(file, "utf8").split("\n");
    const before = text.split("\n");
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]));
    expect(after).toHaveLength(before.length);
    expect(changed).toHaveLength(1);
    expect(changed[0][1]).toContain('"email": "hello@example.mn"');
    expect(
      readdirSync(join(dir, ".manifest-backups"))
        .filter((f) => !f.endsWith(".changes.json"))
        .map((f) => readFileSync(join(dir, ".manifest-backups", f), "utf8")),
    ).toEqual([text]);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("never overwrites a file that changed on disk since it was read", () => {
    const { file } = copy();
    const { version, data } = readSnapshot(file);
    const behindTheBack = fixtureText().replace('"defaultLanguage": "mn"', '"defaultLanguage": "mn" ');
    writeFileSync(file, behindTheBack);
    const result = save(file, data, version, valid, false);
    expect(result.status).toBe("conflict");
    expect(readFileSync(file, "utf8")).toBe(behindTheBack);
  });

  it("refuses with words that say what to do when another program left the file broken, and leaves it as it is", () => {
    const { file } = copy();
    const { version, data } = readSnapshot(file);
    const broken = fixtureText().slice(0, 200);
    writeFileSync(file, broken);
    expect(() => save(file, data, version, valid, false)).toThrow(/no longer valid JSON .*Reload the editor/);
    expect(readFileSync(file, "utf8")).toBe(broken);
  });

  it("saves a manifest with errors only when the author confirms", () => {
    const { file } = copy();
    const { version, data, text } = readSnapshot(file);
    const problem = {
      severity: "error" as const,
      pointer: "/routes/0/title/en",
      message: "the English text is missing",
    };
    expect(save(file, data, version, () => [problem], false)).toEqual({ status: "invalid", problems: [problem] });
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(save(file, data, version, () => [problem], true).status).toBe("saved");
  });
});

describe("merging the editor's changes into a file changed on disk", () => {
  const base = { a: { mn: "а", en: "a" }, list: [1, 2], b: "x" };
  it("keeps both sides' changes to different values", () => {
    const mine = { ...base, a: { mn: "а", en: "A" } };
    const theirs = { ...base, b: "y", list: [1, 2, 3] };
    expect(merge(base, mine, theirs)).toEqual({
      data: { a: { mn: "а", en: "A" }, list: [1, 2, 3], b: "y" },
      conflicts: [],
    });
  });
  it("reports a value both sides changed differently, keeping the editor's", () => {
    expect(merge(base, { ...base, b: "mine" }, { ...base, b: "theirs" })).toEqual({
      data: { ...base, b: "mine" },
      conflicts: [{ pointer: "/b", theirs: "theirs" }],
    });
  });
  it("keeps pages both sides added", () => {
    expect(merge({ r: [1] }, { r: [1, 2] }, { r: [1, 3] }).data).toEqual({ r: [1, 3, 2] });
  });
});
