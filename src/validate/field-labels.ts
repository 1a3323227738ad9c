// The name an author knows a field by (its schema's x-label), found from a problem's pointer: the
// schema is walked along the pointer beside the data, so that a page's template and a block's type
// pick their own schema.
import { isObject, type Json } from "./json.ts";
import { pointerOf, segmentsOf } from "./problem.ts";

export interface Label {
  mn: string;
  en: string;
}

/** A field's name, and the language when the pointer ends at one of a text's languages. */
export interface FieldName {
  label: Label;
  lang?: "mn" | "en";
}

const isLabel = (value: unknown): value is Label =>
  isObject(value) && typeof value.mn === "string" && typeof value.en === "string";

const constOf = (node: unknown) => (isObject(node) ? node.const : undefined);

/** A schema and those it joins (allOf; of a oneOf, the branch the data's tag picks, or all). */
function expand(node: unknown, data: unknown, out: Json[] = [], depth = 0): Json[] {
  if (!isObject(node) || depth > 8) return out;
  out.push(node);
  for (const sub of Array.isArray(node.allOf) ? node.allOf : []) expand(sub, data, out, depth + 1);
  const choices = [node.oneOf, node.anyOf].flatMap((c) => (Array.isArray(c) ? c : []));
  const named = isObject(node.discriminator) ? node.discriminator.propertyName : undefined;
  const tag = typeof named === "string" ? named : undefined;
  const value = tag !== undefined && isObject(data) ? data[tag] : undefined;
  const picked =
    value === undefined
      ? choices
      : choices.filter((choice) =>
          expand(choice, undefined).some((n) => isObject(n.properties) && constOf(n.properties[tag!]) === value),
        );
  for (const choice of picked) expand(choice, data, out, depth + 1);
  return out;
}

/** Whether `key` is an entry of a dictionary (a fact of the site's facts), not a field the schemas name. */
const isEntry = (nodes: Json[], key: string) =>
  !nodes.some((n) => isObject(n.properties) && Object.hasOwn(n.properties, key)) &&
  nodes.some((n) => isObject(n.additionalProperties));

/** An entry's own name (a fact's name, else its caption), else its key (an interface word's). */
export function entryName(value: unknown, key: string): Label {
  const own = isObject(value) ? [value.name, value.label].find(isLabel) : undefined;
  return { mn: own?.mn.trim() || key, en: own?.en.trim() || key };
}

/** The schema of `key` in a value the schemas `nodes` describe. */
function child(nodes: Json[], key: string): unknown {
  for (const node of nodes) {
    if (isObject(node.properties) && Object.hasOwn(node.properties, key)) return node.properties[key];
    if (/^\d+$/.test(key) && isObject(node.items)) return node.items;
    if (isObject(node.additionalProperties)) return node.additionalProperties;
  }
  return undefined;
}

/**
 * The pointer cut at the field the editor draws as one control (the schema's x-control: a visa
 * finder's rule's conditions), whose parts an author never sees apart; else the pointer itself.
 */
export function wholeFieldPointer(root: unknown, data: unknown, pointer: string): string {
  let nodes = expand(root, data);
  let value: unknown = data;
  const keys = segmentsOf(pointer);
  for (const [i, key] of keys.entries()) {
    const next = child(nodes, key);
    if (next === undefined) break;
    value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
    nodes = expand(next, value);
    if (nodes.some((n) => "x-control" in n)) return pointerOf(...keys.slice(0, i + 1));
  }
  return pointer;
}

/**
 * The deepest labelled field on the way to `pointer` in `data` (root: the schema with its references
 * written out), a field the editor draws as one control named as a whole; undefined when none is labelled.
 */
export function fieldName(root: unknown, data: unknown, pointer: string): FieldName | undefined {
  let nodes = expand(root, data);
  let value: unknown = data;
  let found: FieldName | undefined;
  // A dictionary's entry named on its own (a fact), which the names of its fields follow.
  let entry: Label | undefined;
  for (const key of segmentsOf(wholeFieldPointer(root, data, pointer))) {
    const next = child(nodes, key);
    if (next === undefined) break;
    const named = isEntry(nodes, key);
    value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
    nodes = expand(next, value);
    if (named) {
      entry = entryName(value, key);
      found = { label: entry };
      continue;
    }
    if (key === "mn" || key === "en") {
      if (found) found = { ...found, lang: key };
      continue;
    }
    // A text in two languages is named by its field, not by its type ("Text in both languages"): in
    // the editor's forms, whose fields carry their types' keywords, x-label-of-type marks the type's name.
    const label = nodes
      .filter((n) =>
        "x-type" in n ? n["x-label-of-type"] !== true : !(isObject(n.properties) && n.properties.mn && n.properties.en),
      )
      .map((n) => n["x-label"])
      .find(isLabel);
    if (label) found = { label: entry ? { mn: `${entry.mn} › ${label.mn}`, en: `${entry.en} › ${label.en}` } : label };
  }
  return found;
}
