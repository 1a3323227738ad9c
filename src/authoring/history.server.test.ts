import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/temp-folders";
import { editFixture, fixtureText } from "../../tests/factories";
import { backup, backupPath, KEEP_DAYS, KEEP_LATEST, listBackups, restoreBackup } from "./history.server";

function manifest(text = fixtureText()) {
  const dir = tempFolder("history-");
  const file = join(dir, "site.manifest.json");
  writeFileSync(file, text);
  return { dir, file, folder: join(dir, ".manifest-backups") };
}

/** What saving does: a backup of the file as it is, then the new text in its place. */
function saveText(file: string, text: string) {
  const id = backup(file, text);
  writeFileSync(file, text);
  return id;
}

/** An edit of one field of one page. */
const aboutEdit = ['"en": "Erdem Consulting has helped students since 2015."', '"en": "We help students."'] as const;

const day = 24 * 60 * 60 * 1000;
const idAt = (time: number) => new Date(time).toISOString().replace(/[:.]/g, "-");

/** Backups as an earlier editor left them, taken `ages` milliseconds ago, without records. */
function oldBackups(folder: string, ages: number[]) {
  mkdirSync(folder, { recursive: true });
  const ids = ages.map((age) => idAt(Date.now() - age));
  for (const id of ids) writeFileSync(join(folder, `site.manifest.${id}.json`), fixtureText());
  return ids;
}

describe("keeping backups within bounds", () => {
  it(`keeps the ${KEEP_LATEST} newest when the others are older than ${KEEP_DAYS} days, and drops their records too`, () => {
    const { file, folder } = manifest();
    const recent = oldBackups(
      folder,
      [1, 2, 3, 4, 5].map((n) => n * day),
    );
    const old = oldBackups(
      folder,
      Array.from({ length: 70 }, (_, n) => (KEEP_DAYS + 1 + n) * day),
    );
    writeFileSync(join(folder, `site.manifest.${old[69]}.changes.json`), "{}");
    const newest = backup(file, fixtureText());
    const kept = listBackups(file).map((b) => b.id);
    expect(kept).toEqual([newest, ...recent, ...old.slice(0, KEEP_LATEST - 1 - recent.length)]);
    expect(existsSync(join(folder, `site.manifest.${old[69]}.changes.json`))).toBe(false);
  });

  it(`keeps every backup of the last ${KEEP_DAYS} days, however many`, () => {
    const { file, folder } = manifest();
    const recent = oldBackups(
      folder,
      Array.from({ length: KEEP_LATEST + 10 }, (_, n) => (n + 1) * 60 * 60 * 1000),
    );
    oldBackups(
      folder,
      [KEEP_DAYS + 1, KEEP_DAYS + 2].map((n) => n * day),
    );
    const newest = backup(file, fixtureText());
    expect(listBackups(file).map((b) => b.id)).toEqual([newest, ...recent]);
  });
});

describe("what each backup records", () => {
  it("lists the pages and fields the next version changed, newest first, with the size of the copy", () => {
    const { file } = manifest();
    const first = saveText(file, editFixture('"email": "info@example.mn"', '"email": "hello@example.mn"'));
    const second = saveText(file, readFileSync(file, "utf8").replace(...aboutEdit));
    const [newest, oldest] = listBackups(file);
    expect(newest).toMatchObject({
      id: second,
      readable: true,
      changes: { pages: ["/about"], fields: ["/about › description (en)"] },
    });
    expect(oldest).toMatchObject({
      id: first,
      size: Buffer.byteLength(fixtureText()),
      changes: { pages: [], fields: ["settings › contact › email"] },
    });
    expect(Date.parse(newest.when)).toBeGreaterThanOrEqual(Date.parse(oldest.when));
  });

  it("compares a backup without a record with the version after it", () => {
    const { file, folder } = manifest(editFixture(...aboutEdit));
    oldBackups(folder, [day]);
    expect(listBackups(file)[0].changes).toEqual({
      pages: ["/about"],
      fields: ["/about › description (en)"],
      places: [
        {
          page: "/about",
          at: ["description", "en"],
          was: "Erdem Consulting has helped students since 2015.",
          now: "We help students.",
        },
      ],
    });
  });

  it("says when a version is not valid JSON", () => {
    const { file } = manifest("{ broken");
    saveText(file, fixtureText());
    expect(listBackups(file)[0]).toMatchObject({
      readable: false,
      changes: { pages: [], fields: ["the whole file (not valid JSON)"], places: [{ whole: "unreadable" }] },
    });
  });
});

describe("restoring a backup", () => {
  it("keeps the current version as a backup first, then puts the old one in place in one step", () => {
    const { dir, file } = manifest();
    const original = fixtureText();
    const first = saveText(file, editFixture(...aboutEdit));
    const current = readFileSync(file, "utf8");
    const result = restoreBackup(file, first);
    expect(result.restored).toBe(first);
    expect(readFileSync(file, "utf8")).toBe(original);
    expect(readFileSync(backupPath(file, result.backupOfCurrent!), "utf8")).toBe(current);
    expect(listBackups(file)[0]).toMatchObject({
      id: result.backupOfCurrent,
      changes: { pages: ["/about"], fields: ["/about › description (en)"] },
    });
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("names the backups there are when asked for one that is not", () => {
    const { file } = manifest();
    expect(() => restoreBackup(file, "yesterday")).toThrow(/There is no backup of .* yet/);
    const id = saveText(file, fixtureText());
    expect(() => restoreBackup(file, "yesterday")).toThrow(
      `There is no backup "yesterday" of ${file}. The backups are: ${id}.`,
    );
    expect(readFileSync(file, "utf8")).toBe(fixtureText());
  });
});
