import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { compileValidator, type SchemaValidator } from "./ajv.server.ts";
import { crossChecks } from "./checks.ts";
import { asDraftWarnings, draftLinkProblems } from "./drafts.ts";
import { draftPaths, isDraft } from "../routes/status.ts";
import { otherPaths } from "../routes/listing.ts";
import { blogListIn } from "./blog-list.ts";
import { richTextProblems } from "./rich-text.server.ts";
import { redirectMap } from "./redirects.ts";
import { isObject, list, type Json } from "./json.ts";
import { locator, lineIndex } from "./locate.ts";
import { describe, type MessageContext } from "./messages.ts";
import { segmentsOf, type Problem } from "./problem.ts";
import { loadSchemas, type SchemaSet } from "./schemas.server.ts";
import { syntaxProblems } from "./syntax.ts";

export type { Problem } from "./problem.ts";

export interface ValidationResult {
  /** The parsed manifest, when the text is JSON at all. */
  data?: unknown;
  problems: Problem[];
  valid: boolean;
}

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
  const [section, index] = segmentsOf(pointer);
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
  const compiled: SchemaValidator = compileValidator(schemas);
  return (source) => {
    const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
    if (text.trim() === "")
      return {
        valid: false,
        problems: [
          {
            severity: "error",
            pointer: "",
            line: 1,
            column: 1,
            where: "manifest",
            message: "the file is empty",
            hint: 'a manifest is one JSON object: { "settings": …, "interface": …, "navigation": …, "routes": [ … ] }',
          },
        ],
      };
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      const position = lineIndex(text);
      const problems = syntaxProblems(text).map(({ offset, ...p }) => ({
        ...p,
        ...position(offset),
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
        });
      return { valid: false, problems };
    }
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
    };
    compiled.validate(data);
    const schemaProblems = (compiled.validate.errors ?? [])
      .filter((e) => !e.propertyName)
      .map((e) => describe(e, context));
    const richText = richTextProblems(
      data,
      compiled.context.richText,
      compiled.context.paths ?? new Set(),
      compiled.context.drafts,
      context.moved,
    );
    const problems = asDraftWarnings(
      dedupe([
        ...schemaProblems,
        ...crossChecks(data, schemas.templates, compiled.context.sectionLinks),
        ...richText,
        ...draftLinkProblems(compiled.context.draftLinks),
      ]),
      routes ?? [],
    );
    if (problems.length) {
      const locate = locator(text);
      for (const problem of problems)
        Object.assign(problem, locate(problem.pointer), { where: whereOf(problem.pointer, data) });
      problems.sort(byPosition);
    }
    return { data, problems, valid: !problems.some((p) => p.severity === "error") };
  };
}

/** One problem per place and message; of two alike, the one with a hint is kept. */
function dedupe(problems: Problem[]): Problem[] {
  const kept = new Map<string, Problem>();
  for (const p of problems) {
    const key = p.pointer + "\0" + p.message;
    const earlier = kept.get(key);
    if (!earlier) kept.set(key, p);
    else if (!earlier.hint && p.hint) earlier.hint = p.hint;
  }
  return [...kept.values()];
}
