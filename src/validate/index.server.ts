import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { compileValidator, type SchemaValidator } from "./ajv.server.ts";
import { crossChecks } from "./checks.ts";
import { asDraftWarnings, draftLinkProblems } from "./drafts.ts";
import { draftPaths, isDraft } from "../routes/status.ts";
import { otherPaths } from "../routes/listing.ts";
import { blogListIn } from "./blog-list.ts";
import { richTextProblems } from "./rich-text.server.ts";
import { publicFileProblems } from "./public-files.server.ts";
import { redirectMap } from "./redirects.ts";
import { withRootInlined } from "./inline-refs.ts";
import { isObject, list, type Json } from "./json.ts";
import { jsonTextProblems } from "./json-checks.ts";
import { locateAll, lineIndex } from "./locate.ts";
import { describe, type MessageContext } from "./messages.ts";
import { fieldName } from "./field-labels.ts";
import { leadingSegments, type Problem } from "./problem.ts";
import { loadSchemas, type SchemaSet } from "./schemas.server.ts";
import { syntaxProblems } from "./syntax.ts";
import { printable, shortened } from "./printable.ts";
import type { Unlisted } from "./report.ts";
import { withSuggestionBudget } from "./suggest.ts";

export type { Problem } from "./problem.ts";

export interface ValidationResult {
  /** The parsed manifest, when the text is JSON at all. */
  data?: unknown;
  /** The first MAX_PROBLEMS problems, in the order of the file (errors before warnings when there are more). */
  problems: Problem[];
  /** How many more problems were found and are not listed. */
  unlisted: Unlisted;
  valid: boolean;
}

/**
 * The most problems a validation lists: nobody reads further, and 100,000 of them would take a
 * report of megabytes. The rest are counted (report() says "… and N more problems").
 */
export const MAX_PROBLEMS = 1000;

/** Characters "did you mean" may compare in one validation: a fraction of a second (src/validate/suggest.ts). */
const SUGGESTION_BUDGET = 50_000_000;

export interface ValidatorOptions {
  schemaDir: string;
  publicDir: string;
}

/** The files of the site's public folder as paths from the site's root (/images/a.jpg); none when it is missing. */
export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => !e.isDirectory())
      .map((e) => "/" + relative(dir, join(e.parentPath, e.name)).split(sep).join("/"));
  } catch {
    return [];
  }
}

/** "route /about" for problems inside a page, otherwise the manifest section. */
function whereOf(pointer: string, data: unknown): string {
  const [section, index] = leadingSegments(pointer, 2);
  if (section === "routes" && index !== undefined && isObject(data)) {
    const route = list(data.routes)[Number(index)];
    if (isObject(route) && typeof route.path === "string")
      return `route ${route.path}${isDraft(route) ? " (draft)" : ""}`;
    return `routes[${index}]`;
  }
  // A field named "" or " " at the top is still somewhere an author can find: the manifest itself.
  return section?.trim() ? section : "manifest";
}

const byPosition = (a: Problem, b: Problem) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);

/** Compiles the schema once; the returned function checks a manifest's text. */
export function createValidator(options: ValidatorOptions): (text: string) => ValidationResult {
  const schemas: SchemaSet = loadSchemas(options.schemaDir);
  const inlined = withRootInlined(schemas);
  const compiled: SchemaValidator = compileValidator(inlined);
  const root = inlined.files.get(inlined.root);
  const check = (source: string): ValidationResult => {
    const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
    if (text.trim() === "")
      return {
        valid: false,
        unlisted: { errors: 0, warnings: 0 },
        problems: [
          {
            severity: "error",
            pointer: "",
            line: 1,
            column: 1,
            where: "manifest",
            message: "the file is empty",
            hint: 'a manifest is one JSON object: { "settings": …, "interface": …, "navigation": …, "routes": [ … ] }',
            mn: {
              message: "Файл хоосон байна",
              hint: "Түүхээс сүүлийн зөв хувилбарыг сэргээнэ үү",
            },
          },
        ],
      };
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      const at = lineIndex(text);
      const problems = syntaxProblems(text).map(({ offset, ...p }) => ({
        ...p,
        ...at(offset),
        where: "manifest",
      }));
      if (!problems.length)
        problems.push({
          severity: "error",
          pointer: "",
          line: 1,
          column: 1,
          where: "manifest",
          message: "the file is not valid JSON",
          mn: { message: "Файлын бичвэр эвдэрсэн байна", hint: "Түүхээс сүүлийн зөв хувилбарыг сэргээнэ үү" },
        });
      return { valid: false, problems: problems.map(readable), unlisted: { errors: 0, warnings: 0 } };
    }
    const position = lineIndex(text);
    // A field written twice, a number too large: JSON.parse says nothing of them.
    const inText = jsonTextProblems(text, position);
    const routes = isObject(data) && Array.isArray(data.routes) ? data.routes : undefined;
    // Links may lead to the pages declared and to those the blog list makes (/blog/category/visa).
    compiled.context.paths =
      routes &&
      new Set([
        ...routes.flatMap((r) => (isObject(r) && typeof r.path === "string" ? [r.path] : [])),
        ...otherPaths(blogListIn(data as Json, routes)),
      ]);
    compiled.context.publicDir = options.publicDir;
    compiled.context.assets = new Map();
    compiled.context.richText = [];
    compiled.context.sectionLinks = [];
    compiled.context.drafts = draftPaths(routes ?? []);
    compiled.context.draftLinks = [];
    let assets: string[] | undefined;
    const context: MessageContext = {
      templates: schemas.templates,
      blockTypes: schemas.blockTypes,
      paths: compiled.context.paths ?? new Set(),
      assets: () => (assets ??= listFiles(options.publicDir)),
      moved: redirectMap(data),
      fieldName: (pointer) => fieldName(root, data, pointer),
    };
    compiled.validate(data);
    const schemaProblems = (compiled.validate.errors ?? [])
      .filter((e) => !e.propertyName && !inText.tooLarge.has(e.instancePath))
      .map((e) => describe(e, context));
    const richText = richTextProblems(
      data,
      compiled.context.richText,
      compiled.context.paths ?? new Set(),
      compiled.context.drafts,
      context.moved,
      options.publicDir,
    );
    const problems = asDraftWarnings(
      dedupe([
        ...inText.problems,
        ...schemaProblems,
        ...crossChecks(data, schemas.templates, compiled.context.sectionLinks),
        ...richText,
        ...draftLinkProblems(compiled.context.draftLinks),
        ...publicFileProblems(options.publicDir),
      ]),
      routes ?? [],
    );
    const positions = locateAll(
      text,
      problems.map((p) => p.pointer),
    );
    problems.forEach((problem, i) => Object.assign(problem, positions[i], { where: whereOf(problem.pointer, data) }));
    const listed = firstProblems(problems);
    const errors = problems.filter((p) => p.severity === "error").length;
    const unlisted = { errors: errors - listed.errors, warnings: problems.length - errors - listed.warnings };
    return { data, problems: listed.problems.map(readable), unlisted, valid: !errors };
  };
  return (source) => withSuggestionBudget(SUGGESTION_BUDGET, () => check(source));
}

/** The problems to list, in the order of the file: all of them, or the first errors, then warnings if there is room. */
function firstProblems(problems: Problem[]): { problems: Problem[]; errors: number; warnings: number } {
  const errors = problems.filter((p) => p.severity === "error").sort(byPosition);
  const warnings = problems.filter((p) => p.severity === "warning").sort(byPosition);
  const listed = [...errors.slice(0, MAX_PROBLEMS), ...warnings.slice(0, Math.max(0, MAX_PROBLEMS - errors.length))];
  return {
    problems: listed.sort(byPosition),
    errors: Math.min(errors.length, MAX_PROBLEMS),
    warnings: listed.length - Math.min(errors.length, MAX_PROBLEMS),
  };
}

/** A problem as it is shown: every text in it on one line, read as written, of a readable length. */
const readable = (p: Problem): Problem => ({
  ...p,
  ...readableText(p),
  ...(p.where === undefined ? {} : { where: printable(shortened(p.where, 600)) }),
  ...(p.mn === undefined ? {} : { mn: readableText(p.mn) }),
  ...(p.en === undefined ? {} : { en: readableText(p.en) }),
});

const readableText = (text: { message: string; hint?: string }) => ({
  message: printable(shortened(text.message, 2000)),
  ...(text.hint === undefined ? {} : { hint: printable(shortened(text.hint, 2000)) }),
});

/** One problem per place and message; of two alike, the one with a hint is kept. */
function dedupe(problems: Problem[]): Problem[] {
  const kept = new Map<string, Problem>();
  for (const p of problems) {
    const key = p.pointer + "\0" + p.message;
    const earlier = kept.get(key);
    if (!earlier) kept.set(key, p);
    else if (!earlier.hint && p.hint)
      Object.assign(earlier, { hint: p.hint, mn: p.mn ?? earlier.mn, en: p.en ?? earlier.en });
  }
  return [...kept.values()];
}
