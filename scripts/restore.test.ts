import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/temp-folders";
import { editFixture, fixtureText } from "../tests/factories";
import { backup, listBackups } from "../src/authoring/history.server";
import { whenLabels } from "../src/authoring/when";

/** Runs `npm run restore -- ...args` on `file`, as an author would, and returns what they see. */
function restore(file: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/restore.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, SITE_MANIFEST: file },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A manifest file in a fresh folder of its own, removed after the test. */
function freshFile() {
  return join(tempFolder("restore-"), "site.manifest.json");
}

/** A copy of the fixture saved twice: its email changed, then a page's title. */
function savedTwice() {
  const file = freshFile();
  const versions = [
    fixtureText(),
    editFixture('"email": "info@example.mn"', '"email": "hello@example.mn"'),
    editFixture('"email": "info@example.mn"', '"email": "hello@example.mn"', '"subclass": "462"', '"subclass": "417"'),
  ];
  writeFileSync(file, versions[0]);
  for (const next of versions.slice(1)) {
    backup(file, next);
    writeFileSync(file, next);
  }
  return { file, versions };
}

describe("npm run restore", () => {
  it("lists the earlier versions, newest first, numbered, with when and what changed, in Mongolian then in English", () => {
    const { file } = savedTwice();
    const whens = listBackups(file).map((b) => b.when);
    const [newest, oldest] = whenLabels(whens);
    const [newestMn, oldestMn] = whenLabels(whens, new Date(), "mn");
    const run = restore(file);
    expect(run).toMatchObject({ code: 0, err: "" });
    expect(run.out.split("\n")).toEqual([
      `${file} файлын өмнөх хувилбарууд, шинэ нь эхэндээ; тус бүрийн ард түүнийг сольсон хадгалалт юу өөрчилснийг бичсэн:`,
      `  1  ${newestMn}  1 хуудас: /services/working-holiday · 1 талбар`,
      `  2  ${oldestMn}  settings › contact › email`,
      "Дугаараар нь сэргээнэ: npm run restore -- 1",
      `Earlier versions of ${file}, newest first, each with what the save that replaced it changed:`,
      `  1  ${newest}  1 page: /services/working-holiday · 1 field`,
      `  2  ${oldest}  settings › contact › email`,
      "Restore one with its number: npm run restore -- 1",
      "",
    ]);
  });

  it("restores one by its number, keeping the current version first", () => {
    const { file, versions } = savedTwice();
    const before = listBackups(file);
    const [chosen, when] = [before[1], whenLabels(before.map((b) => b.when))[1]];
    const whenMn = whenLabels(
      before.map((b) => b.when),
      new Date(),
      "mn",
    )[1];
    const run = restore(file, "2");
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    const kept = listBackups(file)[0];
    expect(run.out.split("\n")).toEqual([
      `${file} файлыг ${whenMn} үеийн хувилбараар сэргээлээ (${chosen.id}).`,
      `Сольсон хувилбарыг нь эхлээд хадгалсан: npm run restore -- 1 гэвэл буцааж авчирна (${kept.id}).`,
      `Restored ${file} to the version of ${when} (${chosen.id}).`,
      `The version it replaced was kept first: npm run restore -- 1 brings it back (${kept.id}).`,
      "",
    ]);
    expect(readFileSync(file, "utf8")).toBe(versions[0]);
    // The list says which change was the restore, and of which version.
    const listed = listBackups(file);
    const named = whenLabels(listed.map((b) => b.when))[listed.findIndex((b) => b.id === chosen.id)];
    expect(restore(file).out).toContain(`restored the version of ${named} · `);
    expect(kept.restored).toBe(chosen.when);
    // Restoring the kept version brings back the file as it was before.
    expect(restore(file, kept.id).code).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(versions[2]);
  });

  it("says so when there is nothing to restore, or no such version, and lists the choices", () => {
    const file = freshFile();
    writeFileSync(file, fixtureText());
    expect(restore(file)).toEqual({
      code: 1,
      out: "",
      err:
        `${file} файлын өмнөх хувилбар одоогоор алга: файлыг хадгалах бүрд нэг хувилбар үлддэг.\n` +
        `There are no earlier versions of ${file} yet: one is kept each time it is saved.\n`,
    });
    const { file: saved, versions } = savedTwice();
    const run = restore(saved, "7");
    expect(run.code).toBe(1);
    expect(run.err).toMatch(
      /^7 гэсэн хувилбар алга\. Эдгээрээс дугаараар нь сонгоно уу:\n {2}1 .*\n {2}2 .*\nThere is no version 7\. Choose one of these by its number:\n {2}1 .*\n {2}2 .*\n$/,
    );
    expect(readFileSync(saved, "utf8")).toBe(versions[2]);
    const mistake = restore(saved, "1", "2");
    expect(mistake.code).toBe(2);
    expect(mistake.err).toContain('"2"');
    expect(mistake.err).toContain("usage: npm run restore");
  });
});
