import type { Problem } from "./problem";

export type ReportFormat = "text" | "json" | "github";

const escapeGithub = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeGithubProperty = (s: string) => escapeGithub(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** One line per problem: FILE:LINE:COLUMN  route /path  /pointer  message (hint). */
export function formatProblem(file: string, p: Problem): string {
  const hint = p.hint ? ` (${p.hint})` : "";
  const label = p.severity === "warning" ? "warning: " : "";
  return `${file}:${p.line}:${p.column}  ${p.where}  ${p.pointer || "/"}  ${label}${p.message}${hint}`;
}

export function report(file: string, problems: Problem[], format: ReportFormat): string {
  if (format === "json")
    return JSON.stringify(
      { file, valid: !problems.some((p) => p.severity === "error"), problems: problems.map((p) => ({ file, ...p })) },
      null,
      2,
    );
  if (format === "github")
    return problems
      .map(
        (p) =>
          `::${p.severity} file=${escapeGithubProperty(file)},line=${p.line},col=${p.column},title=${escapeGithubProperty(`${p.where} ${p.pointer || "/"}`)}::${escapeGithub(p.message + (p.hint ? ` (${p.hint})` : ""))}`,
      )
      .join("\n");
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  const summary = errors
    ? `${file}: ${errors} problem${errors === 1 ? "" : "s"} to fix${warnings ? `, ${warnings} warning${warnings === 1 ? "" : "s"}` : ""}.`
    : `${file} is valid${warnings ? ` (${warnings} warning${warnings === 1 ? "" : "s"})` : ""}.`;
  return [...problems.map((p) => formatProblem(file, p)), summary].join("\n");
}
