import { factToken } from "../../../src/content/facts";
import { todoMarker } from "../../../src/content/todo-marker";
import type { UiLang } from "../lang";
import { formWords } from "./words";

/** A schema node as the forms read it. */
export type Node = Record<string, unknown>;
type Texts = Partial<Record<UiLang, string>>;

/** A schema node or a manifest object: a plain object, not a list. */
export const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const textIn = (v: unknown, lang: UiLang): string | undefined => {
  const text = isNode(v) ? (v as Texts)[lang] : undefined;
  return typeof text === "string" && text.trim() ? text : undefined;
};

/**
 * A property's or type's name in words, for the fields the schema has not named yet:
 * "blogCategories" and "BlogCategories" become "Blog categories".
 */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A text in both languages: an object of exactly the strings mn and en. */
export function isBilingual(schema: unknown): boolean {
  if (!isNode(schema) || !isNode(schema.properties)) return false;
  return Object.keys(schema.properties).sort().join() === "en,mn";
}

/** A key figure: the schema's `stat` type (a figure and its caption, both texts in two languages). */
export function isStat(schema: unknown): boolean {
  if (!isNode(schema)) return false;
  if (schema["x-type"] === "stat") return true;
  const props = schema.properties;
  return isNode(props) && Object.keys(props).sort().join() === "label,value" && isBilingual(props.value);
}

/** The field's caption: its x-label in the language, else its name (or its type's) in words. */
export function labelOf(schema: Node, lang: UiLang, name?: string): string | undefined {
  const label = textIn(schema["x-label"], lang);
  if (label) return label;
  if (name) return humanize(name);
  return typeof schema.title === "string" ? humanize(schema.title) : undefined;
}

/** The field's help: its x-help in the language; in English, without one, its description. */
export function helpOf(schema: Node, lang: UiLang): string | undefined {
  const help = textIn(schema["x-help"], lang);
  if (help) return help;
  return lang === "en" && typeof schema.description === "string" ? schema.description : undefined;
}

/**
 * The schema the form library draws, in the interface language: each node's title is its caption,
 * its description its help, an enum's values are named by x-options, and the two halves of a text
 * are named by their language.
 */
export function localize(schema: unknown, lang: UiLang, name?: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => localize(s, lang));
  if (!isNode(schema)) return schema;
  const out: Node = { ...schema };
  const title = labelOf(schema, lang, name);
  const help = helpOf(schema, lang);
  if (title) out.title = title;
  else delete out.title;
  if (help) out.description = help;
  else delete out.description;
  if (isNode(schema.properties)) {
    const bilingual = isBilingual(schema);
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => {
        if (!bilingual || !isNode(value)) return [key, localize(value, lang, key)];
        const half: Node = { ...value, title: formWords[lang][key as UiLang], "x-lang": key };
        delete half.description;
        return [key, half];
      }),
    );
  }
  if (isNode(schema.items)) out.items = localize(schema.items, lang);
  if (isNode(schema.additionalProperties)) out.additionalProperties = localize(schema.additionalProperties, lang);
  for (const key of ["oneOf", "anyOf"] as const) if (Array.isArray(schema[key])) out[key] = localize(schema[key], lang);
  if (Array.isArray(schema.enum)) {
    // Named choices: the form shows each value by its name in the language, and stores the value.
    const options = isNode(schema["x-options"]) ? schema["x-options"] : {};
    out.oneOf = schema.enum.map((value) => ({
      const: value,
      title: textIn(options[String(value)], lang) ?? humanize(String(value)),
    }));
    delete out.enum;
    // The form draws a field by its type: a schema that lists its values without one (a choice of
    // words) is a field of the values' type, or the form shows it as an unknown kind of field.
    const types = new Set(schema.enum.map(jsonType));
    if (out.type === undefined && types.size === 1) out.type = [...types][0];
  }
  return out;
}

/** A value's JSON Schema type. */
const jsonType = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;

const headingKeys = ["title", "heading", "name", "label", "question", "caption"];

/** An item's own title, heading, name or caption in the language, as plain text. */
export function ownTitle(data: unknown, lang: UiLang): string | undefined {
  if (!isNode(data)) return undefined;
  const own = headingKeys.map((key) => textIn(data[key], lang)).find((text) => text !== undefined);
  // A text still to write (a new page's "TODO: …") names nothing: the item is named by its kind and number.
  if (own?.startsWith(todoMarker)) return undefined;
  return own?.replace(/<[^>]*>/g, "").trim() || undefined;
}

/**
 * The heading of an item of a list: a key figure's caption, the item's own title, or the kind of
 * item and its number. `label` is the item type's caption (a block's kind), when it has one.
 */
export function itemHeading(
  schema: Node,
  data: unknown,
  lang: UiLang,
  index: number,
  label?: string,
  linked?: string,
): string {
  const n = index + 1;
  if (isBilingual(schema)) return String(n);
  const plain = ownTitle(data, lang);
  const numbered = formWords[lang].item(label ?? "", n).trim();
  if (isStat(schema)) return plain || numbered;
  if (label && plain) return `${label} — ${plain}`;
  // An item with no words of its own (a visa finder's rule) is told apart by the page it leads to.
  if (!plain && linked) return `${numbered} — ${linked}`;
  return plain || numbered;
}

/** The page an item of no title of its own links to, by the first of its fields that names a page of the site. */
export function linkedPath(schema: Node, data: unknown): string | undefined {
  if (!isNode(data) || !isNode(schema.properties)) return undefined;
  const key = Object.entries(schema.properties).find(([, field]) => isNode(field) && field.format === "route")?.[0];
  const path = key === undefined ? undefined : data[key];
  return typeof path === "string" && path ? path : undefined;
}

/** What an array's "add" button adds: its item's caption, or the list's own for texts. */
export function addCaption(schema: Node, lang: UiLang): string {
  const items = isNode(schema.items) ? schema.items : {};
  const label = !isBilingual(items) && typeof items.title === "string" ? items.title : undefined;
  const what = label ?? (typeof schema.title === "string" ? schema.title : undefined);
  return what ? formWords[lang].add(what) : formWords[lang].addAny;
}

/** A text as visitors read it: each {{fact}} replaced by the fact in the language (an unknown one kept). */
export function withFacts(text: string, facts: Record<string, Partial<Record<UiLang, string>>>, lang: UiLang): string {
  return text.replace(factToken, (token, name: string) =>
    Object.hasOwn(facts, name) ? (facts[name][lang] ?? token) : token,
  );
}
