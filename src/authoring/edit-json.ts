import { applyEdits, modify, type JSONPath } from "jsonc-parser";

type Json = unknown;

const options = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

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
    // Items kept at both ends are left alone; in between, items change in place, and what one side
    // has more is inserted or removed there: a page added, copied or deleted mid-list is one edit.
    let start = 0;
    while (start < before.length && start < after.length && same(before[start], after[start])) start++;
    let end = 0;
    while (
      end < before.length - start &&
      end < after.length - start &&
      same(before[before.length - 1 - end], after[after.length - 1 - end])
    )
      end++;
    const removed = before.length - start - end;
    const added = after.length - start - end;
    const inPlace = Math.min(removed, added);
    for (let i = start; i < start + inPlace; i++) changes(before[i], after[i], [...path, i], out);
    for (let i = start + inPlace; i < start + added; i++) out.push([[...path, i], after[i], true]);
    for (let i = inPlace; i < removed; i++) out.push([[...path, start + inPlace], undefined, false]);
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
