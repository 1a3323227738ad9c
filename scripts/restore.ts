// npm run restore [-- N | ID]
// Lists the kept earlier versions of the manifest (SITE_MANIFEST, or site.manifest.json), or puts
// one back, after keeping the current version as a backup too. It speaks Mongolian first, then English.
import { summarize } from "../src/authoring/changes.ts";
import { HistoryError, listBackups, restoreBackup, type BackupEntry } from "../src/authoring/history.server.ts";
import type { Said } from "../src/i18n/said.ts";
import { whenLabel, whenLabels, type WhenLang } from "../src/authoring/when.ts";
import { commandLine, type Usage } from "../src/cli/args.ts";
import { bothLanguages } from "../src/i18n/said.ts";
import { manifestFile } from "../src/manifest/env.ts";

const usage: Usage = {
  en: "npm run restore, to list the earlier versions; npm run restore -- 3, to restore the third",
  mn: "npm run restore гэвэл өмнөх хувилбаруудыг жагсаана; npm run restore -- 3 гэвэл гурав дахийг нь сэргээнэ",
};

/** When each version was replaced, as the list names it in `lang`. */
const whensIn = (backups: BackupEntry[], lang: WhenLang) =>
  whenLabels(
    backups.map((b) => b.when),
    new Date(),
    lang,
  );

/** Each version on its line, numbered, with when it was replaced and what the save that replaced it changed. */
function listing(backups: BackupEntry[], lang: WhenLang): string {
  const whens = whensIn(backups, lang);
  const width = Math.max(...whens.map((w) => w.length));
  const number = String(backups.length).length;
  // A version restored, named as this list names it, or to the second when it is no longer kept.
  const named = (when: string) => {
    const listed = backups.findIndex((b) => b.when === when);
    return listed === -1 ? whenLabel(when, new Date(), true, lang) : whens[listed];
  };
  const restored = (when: string) =>
    lang === "mn" ? `${named(when)} үеийн хувилбарыг сэргээсэн · ` : `restored the version of ${named(when)} · `;
  return backups
    .map(
      (b, i) =>
        `  ${String(i + 1).padStart(number)}  ${whens[i].padEnd(width)}  ${b.restored ? restored(b.restored) : ""}${summarize(b.changes, lang)}`,
    )
    .join("\n");
}

/** The list in both languages, each after its heading. */
const listed = (backups: BackupEntry[], heading: Said): Said => ({
  mn: `${heading.mn}\n${listing(backups, "mn")}`,
  en: `${heading.en}\n${listing(backups, "en")}`,
});

function main(argv: string[]): number {
  const { positionals } = commandLine(argv, { options: {}, positionals: 1, usage });
  const backups = listBackups(manifestFile);
  if (!backups.length) {
    console.error(
      bothLanguages({
        en: `There are no earlier versions of ${manifestFile} yet: one is kept each time it is saved.`,
        mn: `${manifestFile} файлын өмнөх хувилбар одоогоор алга: файлыг хадгалах бүрд нэг хувилбар үлддэг.`,
      }),
    );
    return 1;
  }
  const [choice] = positionals;
  if (choice === undefined) {
    const list = listed(backups, {
      en: `Earlier versions of ${manifestFile}, newest first, each with what the save that replaced it changed:`,
      mn: `${manifestFile} файлын өмнөх хувилбарууд, шинэ нь эхэндээ; тус бүрийн ард түүнийг сольсон хадгалалт юу өөрчилснийг бичсэн:`,
    });
    console.log(
      bothLanguages({
        en: `${list.en}\nRestore one with its number: npm run restore -- 1`,
        mn: `${list.mn}\nДугаараар нь сэргээнэ: npm run restore -- 1`,
      }),
    );
    return 0;
  }
  const index = /^\d+$/.test(choice) ? Number(choice) - 1 : backups.findIndex((b) => b.id === choice);
  const chosen = backups[index];
  if (!chosen) {
    console.error(
      bothLanguages(
        listed(backups, {
          en: `There is no version ${choice}. Choose one of these by its number:`,
          mn: `${choice} гэсэн хувилбар алга. Эдгээрээс дугаараар нь сонгоно уу:`,
        }),
      ),
    );
    return 1;
  }
  const { backupOfCurrent } = restoreBackup(manifestFile, chosen.id);
  const when = (lang: WhenLang) => whensIn(backups, lang)[index];
  console.log(
    bothLanguages({
      en:
        `Restored ${manifestFile} to the version of ${when("en")} (${chosen.id}).` +
        (backupOfCurrent
          ? `\nThe version it replaced was kept first: npm run restore -- 1 brings it back (${backupOfCurrent}).`
          : ""),
      mn:
        `${manifestFile} файлыг ${when("mn")} үеийн хувилбараар сэргээлээ (${chosen.id}).` +
        (backupOfCurrent
          ? `\nСольсон хувилбарыг нь эхлээд хадгалсан: npm run restore -- 1 гэвэл буцааж авчирна (${backupOfCurrent}).`
          : ""),
    }),
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof HistoryError)) throw error;
  console.error(bothLanguages({ mn: error.mn, en: error.message }));
  process.exitCode = 1;
}
