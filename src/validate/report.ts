import type { Problem } from "./problem";
import { printable, printableJson, shortened } from "./printable.ts";

export type ReportFormat = "text" | "json" | "github";

/** The problems found beyond those listed (the validator lists at most MAX_PROBLEMS). */
export interface Unlisted {
  errors: number;
  warnings: number;
}

const none: Unlisted = { errors: 0, warnings: 0 };
const escapeGithub = (s: string) => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
const escapeGithubProperty = (s: string) => escapeGithub(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
/** A pointer as a line shows it: a key of a thousand characters is not printed a thousand times. */
const shownPointer = (pointer: string) => printable(shortened(pointer || "/", 200));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The message and its hint in brackets, in the file's English or the author's Mongolian. */
const said = ({ message, hint }: { message: string; hint?: string }) => message + (hint ? ` (${hint})` : "");

/** One line per problem: FILE:LINE:COLUMN  route /path  /pointer  message (hint). */
export function formatProblem(file: string, p: Problem): string {
  const label = p.severity === "warning" ? "warning: " : "";
  return (
    printable(`${file}:${p.line}:${p.column}  ${p.where}  `) +
    shownPointer(p.pointer) +
    printable(`  ${label}${said(p)}`)
  );
}

/** formatProblem's line, then, indented under it, what the problem says in Mongolian where it has its Mongolian. */
export function formatProblemInBoth(file: string, p: Problem): string {
  const label = p.severity === "warning" ? "анхааруулга: " : "";
  return formatProblem(file, p) + (p.mn ? `\n  ${printable(label + said(p.mn))}` : "");
}

/** What the validator found, as `npm run validate` prints it; `unlisted` counts the problems beyond the list. */
export function report(file: string, problems: Problem[], format: ReportFormat, unlisted: Unlisted = none): string {
  const more = unlisted.errors + unlisted.warnings;
  const andMore = more ? `… and ${plural(more, "more problem")} (бас ${more} асуудал)` : "";
  const errors = problems.filter((p) => p.severity === "error").length + unlisted.errors;
  if (format === "json")
    return printableJson(
      JSON.stringify(
        { file, valid: !errors, problems: problems.map((p) => ({ file, ...p })), ...(more ? { unlisted } : {}) },
        null,
        2,
      ),
    );
  if (format === "github")
    return [
      ...problems.map(
        (p) =>
          `::${p.severity} file=${escapeGithubProperty(file)},line=${p.line},col=${p.column},title=${escapeGithubProperty(`${p.where} ${shortened(p.pointer || "/", 200)}`)}::${escapeGithub(said(p) + (p.mn ? `\n${said(p.mn)}` : ""))}`,
      ),
      ...(more ? [`::${unlisted.errors ? "error" : "warning"} file=${escapeGithubProperty(file)}::${andMore}`] : []),
    ].join("\n");
  const warnings = problems.length + unlisted.warnings + unlisted.errors - errors;
  const name = printable(file);
  const summary = errors
    ? `${name}: ${plural(errors, "problem")} to fix${warnings ? `, ${plural(warnings, "warning")}` : ""}.`
    : `${name} is valid${warnings ? ` (${plural(warnings, "warning")})` : ""}.`;
  const mongolian = errors
    ? `${name}: засах ${errors} алдаа${warnings ? `, ${warnings} анхааруулга` : ""} байна.`
    : `${name} зөв байна${warnings ? ` (${warnings} анхааруулгатай)` : ""}.`;
  return [...problems.map((p) => formatProblemInBoth(file, p)), ...(andMore ? [andMore] : []), mongolian, summary].join(
    "\n",
  );
}
