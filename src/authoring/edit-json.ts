import { diffArrays } from "diff";
import { applyEdits, modify, type JSONPath } from "jsonc-parser";

type Json = unknown;

const options = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (value: Json) => JSON.stringify(value);
const same = (a: Json, b: Json) => text(a) === text(b);

/** The smallest set of changes (path, new value) turning one JSON value into the other. */
function changes(before: Json, after: Json, path: JSONPath, out: [JSONPath, Json, boolean][]) {
  if (same(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    // Own fields only: `in` also sees what every object inherits (toString, constructor), so a
    // field of that name deleted in the editor stayed in the file.
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) out.push([[...path, key], undefined, false]);
    for (const [key, value] of Object.entries(after)) {
      if (Object.hasOwn(before, key)) changes(before[key], value, [...path, key], out);
      else out.push([[...path, key], value, false]);
    }
  } else if (Array.isArray(before) && Array.isArray(after)) {
    // Items are matched by a list diff of their JSON: an item added, copied or deleted anywhere is
    // one edit there, and the items around it are left alone. Where items were removed and others
    // added in their place, they change in place, field by field, and the rest is inserted or removed.
    const parts = diffArrays(before.map(text), after.map(text));
    let at = 0; // the index in the list as the edits so far have left it
    let [b, a, removed, added] = [0, 0, 0, 0];
    const flush = () => {
      const inPlace = Math.min(removed, added);
      for (let i = 0; i < inPlace; i++) changes(before[b + i], after[a + i], [...path, at + i], out);
      at += inPlace;
      for (let i = inPlace; i < added; i++) out.push([[...path, at++], after[a + i], true]);
      for (let i = inPlace; i < removed; i++) out.push([[...path, at], undefined, false]);
      [b, a, removed, added] = [b + removed, a + added, 0, 0];
    };
    for (const part of parts) {
      if (part.removed) removed += part.count;
      else if (part.added) added += part.count;
      else {
        flush();
        [at, b, a] = [at + part.count, b + part.count, a + part.count];
      }
    }
    flush();
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
    // A removal is not formatted: formatting its range would lay out the next item anew.
    result = applyEdits(
      result,
      modify(result, path, value, value === undefined ? {} : { ...options, isArrayInsertion }),
    );
  return result;
}
