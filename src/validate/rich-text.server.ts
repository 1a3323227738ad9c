import { hash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { keepCacheFile } from "../cache/files.server.ts";
import { allowedTags, cleanRichText, type CleanedText } from "../content/sanitize.server.ts";
import { error } from "./json.ts";
import { splitAnchor } from "../content/links.ts";
import { writtenLinkKind } from "../content/links.server.ts";
import { isFile } from "./public-files.server.ts";
import { segmentsOf, type Problem } from "./problem.ts";
import { isPicturePath } from "./pictures.ts";
import { closest, didYouMean } from "./suggest.ts";
import { movedHint } from "./redirects.ts";
import { mnQuote } from "./mongolian.ts";

/** A path of the site (/images/a.jpg, maybe with ?v=2) that names a file of public/, not a folder. */
const isPublicFile = (publicDir: string, src: string) =>
  !src.includes("..") && !src.includes("\\") && isFile(join(publicDir, src.split(/[?#]/)[0]));

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of segmentsOf(pointer))
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

const allowedList = allowedTags.map((t) => `<${t}>`).join(", ");
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items[0];

type Report = Pick<CleanedText, "removed" | "links" | "pictures" | "undescribed">;
/**
 * The sanitiser's report of each text met, kept across validations (the editor and the dev server
 * validate at every save, and most texts have not changed), up to a few million characters. The
 * report does not depend on the language; only a page link's published address does.
 */
const reports = new Map<string, Report>();
let reportedCharacters = 0;

/**
 * The reports kept on disk between processes by the hash of their text (keepReportsIn): a
 * build's check after a change of content sanitises only the texts that changed.
 */
interface KeptReports {
  file: string;
  kept: Map<string, Report>;
  /** The reports of the texts this process met, by hash: what the file holds next. */
  met: Map<string, Report>;
  /** Whether a text was sanitised that the file did not hold. */
  added: boolean;
}
let disk: KeptReports | undefined;

function reportOf(html: string): Report {
  const key = disk && hash("sha256", html);
  let report = reports.get(html) ?? (key === undefined ? undefined : disk!.kept.get(key));
  if (!report) {
    if (reportedCharacters > 8_000_000) {
      reports.clear();
      reportedCharacters = 0;
    }
    const { removed, links, pictures, undescribed } = cleanRichText(html, "mn");
    reports.set(html, (report = { removed, links, pictures, undescribed }));
    reportedCharacters += html.length;
    if (disk) disk.added = true;
  }
  if (key !== undefined) disk!.met.set(key, report);
  return report;
}

/**
 * Keeps the sanitiser's reports in `file` from now on: those it holds are read (none when it is
 * missing or unreadable), and keptReportsWritten() writes those of the texts met since. The file
 * must be named by the code's hash, as the sanitiser's reports change with the code.
 */
export function keepReportsIn(file: string): void {
  let kept = new Map<string, Report>();
  try {
    kept = new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, Report>));
  } catch {
    // None yet, or cut short: every text is sanitised, and the file written again.
  }
  disk = { file, kept, met: new Map(), added: false };
}

/**
 * Writes the reports of the texts met since keepReportsIn(), whole or not at all, when one was
 * not in the file, and stops keeping them; the folder keeps the files of its latest few codes. A
 * file that cannot be written only costs time.
 */
export function keptReportsWritten(): void {
  const written = disk;
  disk = undefined;
  // When it cannot be written, the next check sanitises every text again.
  if (written?.added) keepCacheFile(written.file, JSON.stringify(Object.fromEntries(written.met)));
}

/** The links of a text that lead nowhere on the site, or to a draft, are errors. */
function linkProblems(
  pointer: string,
  links: string[],
  paths: Set<string>,
  drafts: Set<string>,
  moved: ReadonlyMap<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const href of links) {
    if (writtenLinkKind(href) !== "internal") continue;
    const [path] = splitAnchor(href);
    if (!paths.has(path))
      problems.push(
        error(
          pointer,
          `the link ${JSON.stringify(href)} in this text goes to no page`,
          movedHint(path, moved) ?? didYouMean(path, paths) ?? "link to a page that exists",
          {
            message: `Энэ бичвэр дэх ${mnQuote(href)} холбоос ямар ч хуудас руу заахгүй байна`,
            hint: moved.has(path)
              ? `Тэр хуудас ${mnQuote(moved.get(path))} хаяг руу шилжсэн: ${mnQuote(moved.get(path))} руу холбоно уу`
              : "Байгаа хуудас руу холбоно уу",
          },
        ),
      );
    else if (drafts.has(path))
      problems.push(
        error(
          pointer,
          `the link ${JSON.stringify(href)} in this text goes to the draft ${path}, which is not published`,
          'publish that page first ("status": "published"), or link to another page',
          {
            message: `Энэ бичвэр дэх ${mnQuote(href)} холбоос нийтлэгдээгүй ноорог ${mnQuote(path)} хуудас руу заасан байна`,
            hint: "Тэр хуудсыг эхлээд нийтлэх, эсвэл өөр хуудас руу холбоно уу",
          },
        ),
      );
  }
  return problems;
}

/** The pictures of public/images/ as paths from the site's root, read only when a text names one that is missing. */
function picturesIn(publicDir: string): string[] {
  try {
    return readdirSync(join(publicDir, "images"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => "/" + relative(publicDir, join(e.parentPath, e.name)).split(sep).join("/"))
      .filter(isPicturePath);
  } catch {
    return [];
  }
}

const languageName: Record<string, string> = { mn: "Mongolian", en: "English" };
const languageMn: Record<string, string> = { mn: "монголоор", en: "англиар" };

/**
 * A picture of a text that is not a file of public/ (with the picture it was probably meant to
 * be), or that does not say what it shows in the text's language: errors, as for a picture field.
 */
function pictureProblems(pointer: string, { pictures, undescribed }: Report, publicDir: string): Problem[] {
  const problems: Problem[] = [];
  let candidates: string[] | undefined;
  for (const src of new Set(pictures))
    if (!isPublicFile(publicDir, src)) {
      const guess = closest(src, (candidates ??= picturesIn(publicDir)));
      problems.push({
        ...error(
          pointer,
          `the picture ${JSON.stringify(src)} in this text is not a file in public/`,
          guess === undefined
            ? "put the picture in the public/ folder and write its path from the site root, for example /images/photo.jpg for public/images/photo.jpg"
            : `did you mean "${guess}"?`,
        ),
        mn: {
          message: `Энэ бичвэр дэх «${src}» зураг алга`,
          hint:
            guess === undefined
              ? "Зургийг зургийн сангаас сонгох, эсвэл шинээр оруулна уу"
              : `«${guess}» гэж бичих гэсэн үү?`,
        },
      });
    }
  const lang = pointer.slice(-2);
  for (const src of new Set(undescribed))
    problems.push({
      ...error(
        pointer,
        `the picture ${JSON.stringify(src)} in this text does not say what it shows (its alt text is missing or empty)`,
        `write what the picture shows${languageName[lang] ? ` in ${languageName[lang]}` : ""} (in the editor, click the picture): screen readers read it to people who cannot see the picture, and search engines read it too`,
      ),
      mn: {
        message: `Энэ бичвэр дэх «${src}» зурагт тайлбар алга`,
        hint: `Зураг дээр юу байгааг ${languageMn[lang] ? `${languageMn[lang]} ` : ""}бичнэ үү (засварлагч дээр зургийг дарна): харж чадахгүй хүнд дэлгэц уншигч програм үүнийг уншиж өгдөг, хайлтын систем ч уншдаг`,
      },
    });
  return problems;
}

/**
 * What the build's sanitiser removes from a rich text (tags, attributes, unsafe links, other
 * sites' pictures), as the sanitiser itself reports it, is a warning, so that nobody is surprised
 * by a missing part of a page; a link to a page that does not exist, or to a draft, and a picture
 * that is not a file in public/ or does not say what it shows are errors.
 */
export function richTextProblems(
  data: unknown,
  pointers: string[],
  paths: Set<string>,
  drafts: Set<string> = new Set(),
  moved: ReadonlyMap<string, string> = new Map(),
  publicDir = "public",
): Problem[] {
  const problems: Problem[] = [];
  for (const pointer of new Set(pointers)) {
    const html = valueAt(data, pointer);
    if (typeof html !== "string" || !html.includes("<")) continue;
    const report = reportOf(html);
    const { removed, links } = report;
    problems.push(...linkProblems(pointer, links, paths, drafts, moved));
    problems.push(...pictureProblems(pointer, report, publicDir));
    if (removed.length)
      problems.push({
        severity: "warning",
        pointer,
        message: `${listed(removed)} will be removed from this text when the site is built`,
        hint: `formatted text may use ${allowedList}`,
        mn: {
          message: "Энэ бичвэрийн зарим хэлбэржүүлэлтийг сайтад гаргахдаа хасна",
          hint: "Засварлагчийн хэрэгслийн мөрөнд байгаа хэлбэрүүдийг ашиглана уу",
        },
      });
  }
  return problems;
}
