import { applyEdits, modify, type JSONPath } from "jsonc-parser";

type Json = unknown;

const options = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/** The smallest set of changes (path, new value) turning one JSON value into the other. */
function changes(before: Json, after: Json, path: JSONPath, out: [JSONPath, Json, boolean][]) {
  if (same(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) out.push([[...path, key], undefined, false]);
    for (const [key, value] of Object.entries(after)) {
      if (key in before) changes(before[key], value, [...path, key], out);
      else out.push([[...path, key], value, false]);
    }
  } else if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    after.length >= before.length &&
    before.every((v, i) => same(v, after[i]) || typeof v === "object")
  ) {
    // Items changed in place or added at the end; a removal or reordering replaces the list.
    before.forEach((value, i) => changes(value, after[i], [...path, i], out));
    for (let i = before.length; i < after.length; i++) out.push([[...path, i], after[i], true]);
  } else out.push([path, after, false]);
}

/**
 * The text of `after`, written by editing `text` (whose value is `before`) only where the values
 * differ: the author's layout and key order survive, and a change of one value is a one-line diff.
 */
export function rewrite(text: string, before: Json, after: Json): string {
  const out: [JSONPath, Json, boolean][] = [];
  changes(before, after, [], out);
  let result = text;
  for (const [path, value, isArrayInsertion] of out)
    result = applyEdits(result, modify(result, path, value, { ...options, isArrayInsertion }));
  return result;
}
