import type { ErrorObject } from "ajv";
import { splitAnchor } from "../content/links.ts";
import { unsafeReason, writtenLinkKind } from "../content/links.server.ts";
import type { Problem } from "./problem.ts";
import { pointerOf } from "./problem.ts";
import { isObject } from "./json.ts";
import { didYouMean } from "./suggest.ts";
import { isPicturePath, pictureMistake } from "./pictures.ts";
import { shortened } from "./printable.ts";
import { movedHint } from "./redirects.ts";

/** What an ajv error needs besides itself to be said in plain words. */
export interface MessageContext {
  templates: string[];
  blockTypes: string[];
  paths: Set<string>;
  assets: () => string[];
  /** Old addresses and where their pages are now (the manifest's redirects). */
  moved?: ReadonlyMap<string, string>;
}

type Schema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; description?: string };

const languageName: Record<string, string> = { mn: "Mongolian", en: "English" };
/** A value as a message quotes it, in double quotes, a long one shortened. */
const quote = (value: unknown) => JSON.stringify(typeof value === "string" ? shortened(value) : value);
const isText = (schema: Schema | undefined) => Boolean(schema?.properties?.mn && schema.properties.en);
const typeWords: Record<string, string> = {
  string: "text in double quotes",
  number: "a number",
  integer: "a whole number, without quotes",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "an object in { }",
};
const given = (data: unknown) =>
  Array.isArray(data)
    ? "a list"
    : data === null
      ? "null"
      : typeof data === "object"
        ? "an object"
        : typeof data === "string"
          ? `the text ${quote(data)}`
          : typeof data === "number" && !Number.isFinite(data)
            ? "a number too large"
            : `${quote(data)}`;
const items = (n: number) => (n === 1 ? "1 item" : `${n} items`);

function routeProblem(value: string, context: MessageContext): Pick<Problem, "message" | "hint"> {
  const [path] = splitAnchor(value);
  if (!path.startsWith("/"))
    return { message: `${quote(value)} is not a page path`, hint: "page paths start with /, for example /about" };
  return {
    message: `there is no page with the path ${quote(path)}`,
    hint:
      (context.moved && movedHint(path, context.moved)) ??
      didYouMean(path, context.paths) ??
      "add that page to routes, or link to a page that exists",
  };
}

function missingFile(value: string, files: string[]): Pick<Problem, "message" | "hint"> {
  return {
    message: `there is no file public${value.startsWith("/") ? "" : "/"}${shortened(value)}`,
    hint:
      didYouMean(value, files) ??
      "put the file in the public/ folder and write its path from the site root, for example /images/photo.jpg",
  };
}

function formatProblem(error: ErrorObject, context: MessageContext): Pick<Problem, "message" | "hint"> {
  const value = String(error.data);
  switch (error.params.format) {
    case "route":
      return routeProblem(value, context);
    case "link":
      if (writtenLinkKind(value) === "internal") return routeProblem(value, context);
      return { message: `${quote(value)} is not a link this site allows`, hint: unsafeReason(value) };
    case "asset":
      return missingFile(value, context.assets());
    case "picture":
      return (
        (context.assets().includes(value) && pictureMistake(value)) ||
        missingFile(value, context.assets().filter(isPicturePath))
      );
    case "email":
      return { message: `${quote(value)} is not an e-mail address`, hint: "for example info@example.mn" };
    case "date":
      return { message: `${quote(value)} is not a date`, hint: "write dates as YYYY-MM-DD, for example 2026-03-15" };
    default:
      return { message: `${quote(value)} is not a valid web address`, hint: "for example https://www.example.mn" };
  }
}

/**
 * "readtime" for "readTime": said the same way by the "required" and the "additionalProperties"
 * error it causes, which then make one problem.
 */
function wrongCase(error: ErrorObject): Problem | undefined {
  const data = error.data;
  if (!isObject(data)) return undefined;
  const sameLetters = (a: string, b: string) => a !== b && a.toLowerCase() === b.toLowerCase();
  let written: string | undefined;
  let meant: string | undefined;
  // Each error looks at its own field only: an object with 100,000 extra fields has as many errors.
  if (error.keyword === "required") {
    const missing = String(error.params.missingProperty);
    [written, meant] = [Object.keys(data).find((field) => sameLetters(field, missing)), missing];
  } else if (error.keyword === "additionalProperties") {
    const extra = String(error.params.additionalProperty);
    const allowed = Object.keys((error.parentSchema as Schema | undefined)?.properties ?? {});
    [written, meant] = [extra, allowed.find((field) => sameLetters(field, extra) && !Object.hasOwn(data, field))];
  }
  if (written === undefined || meant === undefined) return undefined;
  return {
    severity: "error",
    pointer: error.instancePath + pointerOf(written),
    message: `the field ${quote(written)} is written with the wrong capital letters`,
    hint: `did you mean "${meant}"?`,
  };
}

/** Turns one ajv error into a sentence an author can act on. */
export function describe(error: ErrorObject, context: MessageContext): Problem {
  const cased = wrongCase(error);
  if (cased) return cased;
  const parent = error.parentSchema as Schema | undefined;
  const problem = (message: string, hint?: string, pointer = error.instancePath): Problem => ({
    severity: "error",
    pointer,
    message,
    hint,
  });
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required": {
      const field = String(p.missingProperty);
      const pointer = error.instancePath + pointerOf(field);
      if (isText(parent))
        return problem(
          `the ${languageName[field]} text ("${field}") is missing`,
          `write both languages: { "mn": "…", "en": "…" }`,
          pointer,
        );
      const description = parent?.properties?.[field]?.description;
      return problem(
        `the required field "${field}" is missing`,
        description ? `${field}: ${description}` : undefined,
        pointer,
      );
    }
    case "additionalProperties": {
      const field = String(p.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {});
      const where = isText(parent) ? 'a text, which has only "mn" and "en"' : "this place";
      return problem(
        `the field ${quote(field)} is not allowed in ${where}`,
        didYouMean(field, allowed) ?? (allowed.length ? `allowed fields: ${allowed.join(", ")}` : undefined),
        error.instancePath + pointerOf(field),
      );
    }
    case "discriminator": {
      const tag = String(p.tag);
      const known = tag === "template" ? context.templates : context.blockTypes;
      const noun = tag === "template" ? "template" : "block type";
      if (p.error === "mapping")
        return problem(
          `${quote(p.tagValue)} is not a ${noun}`,
          `${didYouMean(String(p.tagValue), known) ?? ""} ${noun}s: ${known.join(", ")}`.trim(),
          error.instancePath + pointerOf(tag),
        );
      // A missing tag is also reported by "required": say it the same way so the two become one.
      const missing = isObject(error.data) && !Object.hasOwn(error.data, tag);
      return problem(
        missing ? `the required field "${tag}" is missing` : `"${tag}" must be the name of a ${noun}`,
        `${noun}s: ${known.join(", ")}`,
        error.instancePath + pointerOf(tag),
      );
    }
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      return problem(
        `${given(error.data)} is not one of the allowed values`,
        `${didYouMean(String(error.data), allowed) ?? ""} allowed: ${allowed.join(", ")}`.trim(),
      );
    }
    case "const":
      return problem(`must be ${quote(p.allowedValue)}`);
    case "type": {
      if (isText(parent) || isText(error.schema as Schema))
        return problem(`must be text in both languages, not ${given(error.data)}`, `write { "mn": "…", "en": "…" }`);
      const expected = String(p.type)
        .split(",")
        .map((t) => typeWords[t] ?? t)
        .join(" or ");
      return problem(`must be ${expected}, not ${given(error.data)}`, parent?.description);
    }
    case "minItems":
    case "maxItems": {
      const count = (error.data as unknown[]).length;
      const [min, max] = [parent?.minItems, parent?.maxItems];
      if (min !== undefined && min === max)
        return problem(`must have exactly ${items(Number(min))}; it has ${count}`, parent?.description);
      const bound =
        error.keyword === "minItems" ? `at least ${items(Number(p.limit))}` : `at most ${items(Number(p.limit))}`;
      return problem(`must have ${bound}; it has ${count}`, parent?.description);
    }
    case "minLength":
      // Said as the "\\S" pattern says it, so that an empty text is one problem, not two.
      return problem(
        parent?.pattern === "\\S" ? "must not be empty or only spaces" : "must not be empty",
        parent?.description,
      );
    case "pattern":
      if (p.pattern === "\\S" && /\/alt\/(mn|en)$/.test(error.instancePath))
        return problem(
          "must not be empty or only spaces",
          `write what the picture shows in ${languageName[error.instancePath.slice(-2)]}: screen readers read it to people who cannot see the picture, and search engines read it too`,
        );
      if (p.pattern === "\\S") return problem("must not be empty or only spaces", parent?.description);
      return problem(`${given(error.data)} is not written the expected way`, parent?.description);
    case "format":
      return { severity: "error", pointer: error.instancePath, ...formatProblem(error, context) };
    case "minimum":
    case "maximum":
      return problem(
        `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${p.limit}, not ${given(error.data)}`,
        parent?.description,
      );
    case "propertyNames":
      return problem(
        `${quote(p.propertyName)} is not a valid key`,
        "keys are lowercase words joined by dots, for example nav.home",
        error.instancePath + pointerOf(String(p.propertyName)),
      );
    default:
      return problem(error.message ?? "is not valid here", parent?.description);
  }
}
