// npm run restore [-- N | ID]
// Lists the kept earlier versions of the manifest (SITE_MANIFEST, or site.manifest.json), or puts
// one back, after keeping the current version as a backup too.
import { summarize } from "../src/authoring/changes.ts";
import { HistoryError, listBackups, restoreBackup, type BackupEntry } from "../src/authoring/history.server.ts";
import { whenLabel, whenLabels } from "../src/authoring/when.ts";
import { commandLine } from "../src/cli/args.ts";
import { manifestFile } from "../src/manifest/env.ts";

const usage = "npm run restore, to list the earlier versions; npm run restore -- 3, to restore the third";

function listing(backups: BackupEntry[], whens: string[]): string {
  const width = Math.max(...whens.map((w) => w.length));
  const number = String(backups.length).length;
  // A version restored, named as this list names it, or to the second when it is no longer kept.
  const named = (when: string) => {
    const listed = backups.findIndex((b) => b.when === when);
    return listed === -1 ? whenLabel(when, new Date(), true) : whens[listed];
  };
  return backups
    .map(
      (b, i) =>
        `  ${String(i + 1).padStart(number)}  ${whens[i].padEnd(width)}  ${b.restored ? `restored the version of ${named(b.restored)} · ` : ""}${summarize(b.changes)}`,
    )
    .join("\n");
}

function main(argv: string[]): number {
  const { positionals } = commandLine(argv, { options: {}, positionals: 1, usage });
  const backups = listBackups(manifestFile);
  if (!backups.length) {
    console.error(`There are no earlier versions of ${manifestFile} yet: one is kept each time it is saved.`);
    return 1;
  }
  const whens = whenLabels(backups.map((b) => b.when));
  const [choice] = positionals;
  if (choice === undefined) {
    console.log(`Earlier versions of ${manifestFile}, newest first, each with what the save that replaced it changed:`);
    console.log(listing(backups, whens));
    console.log(`Restore one with its number: npm run restore -- 1`);
    return 0;
  }
  const index = /^\d+$/.test(choice) ? Number(choice) - 1 : backups.findIndex((b) => b.id === choice);
  const chosen = backups[index];
  if (!chosen) {
    console.error(`There is no version ${choice}. Choose one of these by its number:\n${listing(backups, whens)}`);
    return 1;
  }
  const { backupOfCurrent } = restoreBackup(manifestFile, chosen.id);
  console.log(`Restored ${manifestFile} to the version of ${whens[index]} (${chosen.id}).`);
  if (backupOfCurrent)
    console.log(`The version it replaced was kept first: npm run restore -- 1 brings it back (${backupOfCurrent}).`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof HistoryError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
