import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/temp-folders";
import { editFixture, fixturePublicDir, fixtureText } from "../tests/factories";
import { backup, listBackups } from "../src/authoring/history.server";
import { createValidator } from "../src/validate/index.server";
import { recoveryFor, restoreVersion, saveText } from "./history.server";
import { versionOf } from "./store.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });
/** The fixture with a comma missing on line 15 (after the email), as a slip of the hand leaves it. */
const broken = () => editFixture('"email": "info@example.mn",', '"email": "info@example.mn"');

function manifest(text: string) {
  const folder = tempFolder("editor-history-");
  const file = join(folder, "site.manifest.json");
  writeFileSync(file, text);
  return file;
}

describe("opening a manifest that cannot be parsed", () => {
  it("gives its text, where it breaks and the newest backup the editor can open", () => {
    const file = manifest("{ not yet");
    backup(file, fixtureText());
    writeFileSync(file, fixtureText());
    const good = backup(file, broken());
    writeFileSync(file, broken());
    backup(file, broken());
    const recovery = recoveryFor(file, validate)!;
    expect(recovery).toMatchObject({ file, text: broken(), version: versionOf(broken()) });
    expect(recovery.problems).toEqual([
      {
        line: 15,
        column: 7,
        message: "a comma is missing before this",
        hint: "separate fields and list items with commas",
        mn: {
          message: "Үүний өмнө таслал дутуу байна",
          hint: "Талбар болон жагсаалтын зүйлсийг таслалаар тусгаарлана",
        },
      },
    ]);
    expect(recovery.lastGood?.id).toBe(good);
    expect(recoveryFor(manifest(fixtureText()), validate)).toBeUndefined();
  });
});

describe("saving the text from the recovery view", () => {
  it("writes a fixed text after keeping the broken one", () => {
    const file = manifest(broken());
    const result = saveText(file, fixtureText(), versionOf(broken()), validate);
    expect(result).toMatchObject({ status: "saved", version: versionOf(fixtureText()) });
    expect(readFileSync(file, "utf8")).toBe(fixtureText());
    expect(listBackups(file)[0]).toMatchObject({ readable: false });
  });

  it("writes a text that is still broken, and says where", () => {
    const file = manifest(broken());
    const still = broken().replace('"defaultLanguage": "mn"', '"defaultLanguage": mn');
    const result = saveText(file, still, versionOf(broken()), validate);
    expect(result).toMatchObject({ status: "unreadable", version: versionOf(still) });
    expect(result.status === "unreadable" && [...new Set(result.problems.map((p) => p.line))]).toEqual([
      still.split("\n").findIndex((line) => line.includes(": mn")) + 1,
      15,
    ]);
    expect(readFileSync(file, "utf8")).toBe(still);
  });

  it("writes nothing when the file changed on disk since it was read", () => {
    const file = manifest(broken());
    expect(saveText(file, fixtureText(), versionOf("an older text"), validate)).toEqual({ status: "conflict" });
    expect(readFileSync(file, "utf8")).toBe(broken());
  });
});

describe("restoring from the editor", () => {
  it("answers with the restored manifest and the backup of the version it replaced", () => {
    const file = manifest(fixtureText());
    const id = backup(file, broken());
    writeFileSync(file, broken());
    const result = restoreVersion(file, id);
    expect(result).toMatchObject({ status: "restored", restored: id, version: versionOf(fixtureText()) });
    expect(result.data).toEqual(JSON.parse(fixtureText()));
    expect(
      readFileSync(join(file, "..", ".manifest-backups", `site.manifest.${result.backupOfCurrent}.json`), "utf8"),
    ).toBe(broken());
  });
});
