import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { error } from "./json.ts";
import { lineIndex } from "./locate.ts";
import type { Problem } from "./problem.ts";
import { svgDangers } from "./svg.server.ts";

/** A file, not a folder (/ or /images is no picture), nor a name the file system refuses. */
export function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** Files a browser reads as XML when opened: checked for script like an SVG. */
const xmlFiles = [".svg", ".xml", ".xsl", ".xslt", ".xhtml", ".xht"];
/** Files a browser opens as a web page, or that cannot be read to be checked. */
const refusedFiles: Record<string, string> = {
  ".html": "is a web page",
  ".htm": "is a web page",
  ".shtml": "is a web page",
  ".mht": "is a web page",
  ".mhtml": "is a web page",
  ".svgz": "is a compressed SVG, which cannot be checked",
};
const atMost = 5;

/** One problem naming the file and what it holds (the first few things, each at its line:column). */
function fileProblem(name: string, text: string, found: { what: string; offset: number }[]): Problem {
  const position = lineIndex(text);
  const places = found.slice(0, atMost).map(({ what, offset }) => {
    const { line, column } = position(offset);
    return `${what} (line ${line}, column ${column})`;
  });
  const more = found.length > atMost ? ` and ${found.length - atMost} more` : "";
  return error(
    "",
    `${name} holds ${places.join(", ")}${more}: opened on its own it could run script on the site's address or load things from other sites`,
    "remove those parts: a picture needs none of them (design programs save them out when exporting a plain or optimised SVG)",
    {
      message: `«${name}» зурагт сайтын нэрийн өмнөөс скрипт ажиллуулж, өөр сайтаас юм ачаалж болох хэсгүүд байна`,
      hint: "Тэдгээр хэсгийг хасна уу: зурагт тэдгээр хэрэггүй (дизайны програмаас энгийн эсвэл оновчилсон SVG-ээр хадгалахад хасагддаг)",
    },
  );
}

const checked = new Map<string, { stamp: string; problem: Problem | undefined }>();

/** The problem of one file of public/, read again only when it changed. */
function problemOf(path: string, name: string): Problem | undefined {
  const extension = extname(path).toLowerCase();
  if (refusedFiles[extension])
    return error(
      "",
      `${name} ${refusedFiles[extension]}: every file in public/ is published as it is, and a page's scripts would run on the site's address`,
      extension === ".svgz"
        ? "save the picture as a plain .svg"
        : "pages come from the manifest (routes); remove the file from public/",
      {
        message: `«${name}» файлыг сайтад байршуулах боломжгүй: сайтын файл бүр байгаагаараа нийтлэгддэг тул доторх скрипт сайтын нэрийн өмнөөс ажиллана`,
        hint:
          extension === ".svgz" ? "Зургийг энгийн .svg хэлбэрээр хадгална уу" : "Энэ файлыг сайтын файлуудаас хасна уу",
      },
    );
  if (!xmlFiles.includes(extension)) return undefined;
  const stats = statSync(path);
  const stamp = `${stats.mtimeMs} ${stats.size}`;
  const earlier = checked.get(path);
  if (earlier?.stamp === stamp) return earlier.problem;
  const text = readFileSync(path, "utf8");
  const found = svgDangers(text);
  const problem = found.length ? fileProblem(name, text, found) : undefined;
  checked.set(path, { stamp, problem });
  return problem;
}

/**
 * The files of the public/ folder that the build would publish and that could run script when
 * opened (SVGs and other XML with script, event attributes, HTML inside or addresses elsewhere;
 * web pages), each an error naming the file: the build copies the whole folder, whether the
 * manifest uses a file or not.
 */
export function publicFileProblems(publicDir: string): Problem[] {
  let entries;
  try {
    entries = readdirSync(publicDir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const problems: Problem[] = [];
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    // The build copies a link to a file as the file.
    if (!entry.isFile() && !(entry.isSymbolicLink() && isFile(path))) continue;
    const name = ["public", ...relative(publicDir, path).split(sep)].join("/");
    const problem = problemOf(path, name);
    if (problem) problems.push(problem);
  }
  return problems;
}
