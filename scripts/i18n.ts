// npm run i18n:report [-- --format table|json] [--fail missing,stale,avoided] [FILE]
//   Lists every text whose translation is missing, identical in both languages, stale (its
//   Mongolian changed since its English was last reviewed) or never reviewed, and every text using a
//   word the glossary (settings.glossary) avoids or the English spelling not chosen. Exit 1 when a
//   state named by --fail is present.
// npm run i18n:accept [-- ROUTE_PATH|interface|settings|navigation...]
//   Records that the English of every text (or of the named pages' or parts' texts) has been reviewed
//   against its current Mongolian, in i18n.lock.json.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  acceptTranslations,
  translationReport,
  type TranslationEntry,
  type TranslationLock,
  type TranslationState,
} from "../src/i18n/report";
import { termEntries } from "../src/i18n/terms";
import { commandLine } from "../src/cli/args.ts";

const lockFile = process.env.I18N_LOCK ?? "i18n.lock.json";
const states: TranslationState[] = ["missing", "stale", "identical", "unreviewed", "avoided"];
const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

function readJson(file: string): unknown {
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  try {
    return JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new Error(
      `${file} cannot be read as JSON (${(e as Error).message}); run npm run validate -- ${file} to see where.`,
    );
  }
}

const readLock = (): TranslationLock => (existsSync(lockFile) ? (readJson(lockFile) as TranslationLock) : {});

const clip = (text = "", width = 48) =>
  (text.length > width ? text.slice(0, width - 1) + "…" : text).replace(/\s+/g, " ");

function table(entries: TranslationEntry[]): string {
  if (!entries.length) return "Every text is translated, reviewed and in the glossary's words.";
  const rows = entries.map((e) => [
    e.state,
    e.where,
    e.key.startsWith("route ") ? e.key.split(" ").slice(2).join(" ") : e.pointer,
    clip(e.mn),
    clip(e.en),
  ]);
  const head = ["state", "where", "field", "mn", "en"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  const counts = states.map((s) => [s, entries.filter((e) => e.state === s).length] as const).filter(([, n]) => n);
  return [
    line(head),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    counts.map(([s, n]) => `${n} ${s}`).join(", "),
  ].join("\n");
}

const usages = {
  report: "npm run i18n:report [-- --format table|json] [--fail missing,stale,avoided] [FILE]",
  accept: "npm run i18n:accept [-- ROUTE_PATH|interface|settings|navigation...]",
};

function main(argv: string[]): number {
  const [command = "report", ...rest] = argv;
  if (command !== "report" && command !== "accept") {
    console.error(`Unknown command "${command}": use report or accept.`);
    return 2;
  }
  if (command === "accept") {
    const { positionals: paths } = commandLine(rest, { options: {}, positionals: Infinity, usage: usages.accept });
    const manifest = readJson("site.manifest.json");
    // A page by its path, or a part of the manifest by its name (interface, settings, navigation).
    const only = paths.length
      ? (f: { where: string }) => paths.some((path) => f.where === `route ${path}` || f.where === path)
      : undefined;
    const before = readLock();
    const after = acceptTranslations(manifest, before, hash, only);
    writeFileSync(lockFile, JSON.stringify(after, null, 2) + "\n");
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]).length;
    console.log(
      `${lockFile}: ${changed} text${changed === 1 ? "" : "s"} marked as reviewed${paths.length ? ` on ${paths.join(", ")}` : ""}.`,
    );
    return 0;
  }
  const { values, positionals } = commandLine(rest, {
    options: { format: { type: "string", choices: ["table", "json"] }, fail: { type: "string" } },
    positionals: 1,
    usage: usages.report,
  });
  const fail = (values.fail ?? "").split(",").filter(Boolean);
  const unknown = fail.filter((s) => !states.includes(s as TranslationState));
  if (unknown.length) {
    console.error(`--fail takes ${states.join(", ")}; not ${unknown.join(", ")}.`);
    return 2;
  }
  const manifest = readJson(positionals[0] ?? "site.manifest.json");
  const entries = [...translationReport(manifest, readLock(), hash), ...termEntries(manifest)];
  console.log(values.format === "json" ? JSON.stringify({ entries }, null, 2) : table(entries));
  const failing = entries.filter((e) => fail.includes(e.state));
  if (failing.length)
    console.error(
      `\n${failing.length} text${failing.length === 1 ? "" : "s"} ${fail.join(" or ")}: ${[
        failing.some((e) => e.state === "avoided") && "write the words settings.glossary asks for",
        failing.some((e) => e.state !== "avoided") &&
          "fix the translations, or review them and run npm run i18n:accept",
      ]
        .filter(Boolean)
        .join("; ")}.`,
    );
  return failing.length ? 1 : 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 2;
}
