import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";

// Every schema node an author meets in the editor carries its words (x-label, x-help, x-options,
// see editor-annotations.ts): a Mongolian reader must never see an English description or an
// internal name in their place.

const schemaDir = "schema";

/** Latin words a Mongolian text may keep: names written as their owners write them, and formats. */
const latinNames = [
  "IELTS",
  "TOEFL",
  "PTE",
  "GRE",
  "Duolingo",
  "PDF",
  "JPEG",
  "PNG",
  "WebP",
  "AVIF",
  "SVG",
  "TODO",
  "AUD",
  "USD",
  "NZD",
  "CAD",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YYYY-MM-DD",
  "xn--",
];
/** Examples a Mongolian text quotes as they are typed: addresses, e-mails, site paths, placeholders. */
const latinExamples = [
  /\b(?:https?:\/\/|mailto:|tel:)\S*/g, // web, e-mail and phone links
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /(?<![\p{L}\d])\/[a-z0-9][a-z0-9/._-]*/gu, // paths of this site: /services/student
  /\{\{?[a-zA-Z][a-zA-Z0-9]*\}\}?/g, // a fact {{clients}} or a number {n}
];

const schemaFiles = readdirSync(schemaDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".schema.json"))
  .map((name) => name.split(sep).join("/"))
  .sort();

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

interface Visit {
  pointer: string;
  node: Node;
  /** A template's root or a shared type ($defs): named and explained even without a description. */
  named: boolean;
  /** A field: named even without a description (its help may be its type's). */
  field: boolean;
}

/** Every schema node of a file, reached through the keywords that hold schemas (not examples or snippets). */
function* schemaNodes(node: Node, pointer: string, named: boolean, field = false): Generator<Visit> {
  yield { pointer, node, named, field };
  for (const key of ["properties", "patternProperties", "$defs"]) {
    const map = node[key];
    if (!isNode(map)) continue;
    for (const [name, child] of Object.entries(map))
      if (isNode(child)) yield* schemaNodes(child, `${pointer}/${key}/${name}`, key === "$defs", key === "properties");
  }
  for (const key of ["items", "additionalProperties", "not", "if", "then", "else", "contains"]) {
    const child = node[key];
    if (isNode(child)) yield* schemaNodes(child, `${pointer}/${key}`, false);
  }
  for (const key of ["oneOf", "anyOf", "allOf", "prefixItems"]) {
    const list = node[key];
    if (Array.isArray(list))
      for (const [i, child] of list.entries())
        if (isNode(child)) yield* schemaNodes(child, `${pointer}/${key}/${i}`, false);
  }
}

const words = (value: unknown, needsEnglish: boolean): value is { mn: string; en?: string } =>
  isNode(value) &&
  typeof value.mn === "string" &&
  value.mn.trim() !== "" &&
  (needsEnglish
    ? typeof value.en === "string" && value.en.trim() !== ""
    : value.en === undefined || typeof value.en === "string");

/** What in a Mongolian text is not Mongolian: Latin letters outside the names and examples above. */
function latinIn(text: string): string[] {
  let rest = text;
  for (const pattern of latinExamples) rest = rest.replace(pattern, " ");
  for (const name of latinNames) rest = rest.split(name).join(" ");
  return rest.match(/[A-Za-z]+/g) ?? [];
}

/** The Mongolian texts of a node: its name, help and the names of its choices. */
function mongolianTexts(node: Node): [string, string][] {
  const texts: [string, string][] = [];
  const label = node["x-label"];
  const help = node["x-help"];
  const options = node["x-options"];
  if (isNode(label) && typeof label.mn === "string") texts.push(["x-label", label.mn]);
  if (isNode(help) && typeof help.mn === "string") texts.push(["x-help", help.mn]);
  if (isNode(options))
    for (const [value, name] of Object.entries(options))
      if (isNode(name) && typeof name.mn === "string") texts.push([`x-options ${value}`, name.mn]);
  return texts;
}

describe.each(schemaFiles)("the editor's words in schema/%s", (file) => {
  const schema = JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as Node;
  const visits = [...schemaNodes(schema, "", file.startsWith("templates/"))];

  it("name every field, template and shared type in Mongolian and English, and explain it in Mongolian", () => {
    const missing = visits.flatMap(({ pointer, node, named, field }) => {
      const explained = named || typeof node.description === "string";
      return [
        ...(words(node["x-label"], true) || !(explained || field) ? [] : [`${pointer || "/"}: x-label with mn and en`]),
        ...(words(node["x-help"], false) || !explained ? [] : [`${pointer || "/"}: x-help with mn`]),
      ];
    });
    expect(missing).toEqual([]);
  });

  it("name each thing an author adds to a list", () => {
    const unnamed = visits
      .filter(({ pointer, node }) => pointer.endsWith("/items") && node.type === "object")
      .filter(({ node }) => !words(node["x-label"], true))
      .map(({ pointer }) => pointer);
    expect(unnamed).toEqual([]);
  });

  it("name every choice of every list of choices in both languages", () => {
    const unnamed = visits.flatMap(({ pointer, node }) => {
      if (!Array.isArray(node.enum)) return [];
      const options = isNode(node["x-options"]) ? node["x-options"] : {};
      return node.enum.filter((value) => !words(options[String(value)], true)).map((value) => `${pointer}: ${value}`);
    });
    expect(unnamed).toEqual([]);
  });

  it("write Mongolian in Cyrillic, keeping Latin letters only for names and typed examples", () => {
    const foreign = visits.flatMap(({ pointer, node }) =>
      mongolianTexts(node).flatMap(([where, text]) => {
        const latin = latinIn(text);
        if (latin.length > 0) return [`${pointer} ${where}: Latin ${latin.join(", ")} in «${text}»`];
        const cyrillic = /\p{Script=Cyrillic}/u.test(text);
        if (!cyrillic && !latinNames.some((name) => text.includes(name)))
          return [`${pointer} ${where}: no Cyrillic in «${text}»`];
        return [];
      }),
    );
    expect(foreign).toEqual([]);
  });

  it("name things as an author says them, never by an internal name", () => {
    const internal = visits.flatMap(({ pointer, node }) => {
      const label = node["x-label"];
      if (!isNode(label)) return [];
      return [label.mn, label.en]
        .filter((text): text is string => typeof text === "string")
        .filter((text) => /\b[a-z]+[A-Z]\w*|[a-z]_[a-z]|^[a-z][a-z0-9-]*$/.test(text))
        .map((text) => `${pointer}: «${text}»`);
    });
    expect(internal).toEqual([]);
  });
});
