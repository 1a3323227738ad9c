import { join } from "node:path";
import { allowedTags, cleanRichText, type CleanedText } from "../content/sanitize.server.ts";
import { error } from "./json.ts";
import { splitAnchor } from "../content/links.ts";
import { writtenLinkKind } from "../content/links.server.ts";
import { isFile } from "./public-files.server.ts";
import { segmentsOf, type Problem } from "./problem.ts";
import { didYouMean } from "./suggest.ts";
import { movedHint } from "./redirects.ts";

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

type Report = Pick<CleanedText, "removed" | "links" | "pictures">;
/**
 * The sanitiser's report of each text met, kept across validations (the editor and the dev server
 * validate at every save, and most texts have not changed), up to a few million characters. The
 * report does not depend on the language; only a page link's published address does.
 */
const reports = new Map<string, Report>();
let reportedCharacters = 0;
function reportOf(html: string): Report {
  let report = reports.get(html);
  if (!report) {
    if (reportedCharacters > 8_000_000) {
      reports.clear();
      reportedCharacters = 0;
    }
    const { removed, links, pictures } = cleanRichText(html, "mn");
    reports.set(html, (report = { removed, links, pictures }));
    reportedCharacters += html.length;
  }
  return report;
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
        ),
      );
    else if (drafts.has(path))
      problems.push(
        error(
          pointer,
          `the link ${JSON.stringify(href)} in this text goes to the draft ${path}, which is not published`,
          'publish that page first ("status": "published"), or link to another page',
        ),
      );
  }
  return problems;
}

/**
 * What the build's sanitiser removes from a rich text (tags, attributes, unsafe links, other
 * sites' pictures), as the sanitiser itself reports it, is a warning, so that nobody is surprised
 * by a missing part of a page; a link to a page that does not exist, or to a draft, and a picture
 * that is not a file in public/ are errors.
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
    const { removed, links, pictures } = reportOf(html);
    problems.push(...linkProblems(pointer, links, paths, drafts, moved));
    for (const src of new Set(pictures))
      if (!isPublicFile(publicDir, src))
        problems.push(
          error(
            pointer,
            `the picture ${JSON.stringify(src)} in this text is not a file in public/`,
            "put the picture in the public/ folder and write its path from the site root, for example /images/photo.jpg for public/images/photo.jpg",
          ),
        );
    if (removed.length)
      problems.push({
        severity: "warning",
        pointer,
        message: `${listed(removed)} will be removed from this text when the site is built`,
        hint: `formatted text may use ${allowedList}`,
      });
  }
  return problems;
}
