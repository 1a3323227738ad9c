// The turbo-stream encoding React Router uses for `.data` files and for the data inlined in the HTML
// (its vendored turbo-stream v2), done synchronously for data that holds no promises: the same
// bytes without a ReadableStream, a TextEncoder and a round of microtasks per value. Each value gets
// an index in the order React Router's `flatten` gives it (the last pushed object is expanded
// first), and equal strings and numbers and the same object share one index, as there.

const UNDEFINED = -7;
const NULL = -5;
const NAN = -2;
const POSITIVE_INFINITY = -6;
const NEGATIVE_INFINITY = -3;
const NEGATIVE_ZERO = -4;

/** Thrown for a value React Router would encode through one of its plugins, which this encoder leaves to React Router. */
export class UnsupportedValueError extends Error {
  override name = "UnsupportedValueError";
}

const objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return (
    proto === Object.prototype ||
    proto === null ||
    Object.getOwnPropertyNames(proto).sort().join("\0") === objectProtoNames
  );
}

/**
 * What an encoding of one object's subtree wrote, kept to be written again: the header and footer's
 * data is the same object on every page of a language, and about two thirds of each page's data.
 */
interface Written {
  /** The object's own entry. */
  self: string;
  /** Its descendants' entries, joined, from the index where they start. */
  entries: string;
  count: number;
  /** The index of each of its descendants' values, for the values written after them to refer to. */
  indices: Map<unknown, number>;
}

/**
 * Encodings of `shared` kept for reuse by the encodings given this memo. An encoding of the object
 * depends only on what came before it: the indices given so far and the strings and numbers they
 * hold. When that is the same as for a kept one (it is when the object is the first thing expanded
 * in a page's data, as the last key of its object), the kept entries are written again.
 */
export interface TurboStreamMemo {
  shared: object;
  written: Map<string, Written>;
}

export const turboStreamMemo = (shared: object): TurboStreamMemo => ({ shared, written: new Map() });

/** The turbo-stream text of `input`, with its closing newline, as React Router writes it. */
export function encodeTurboStream(input: unknown, memo?: TurboStreamMemo): string {
  const indices = new Map<unknown, number>();
  const stringified: string[] = [];
  const byIndex: unknown[] = [];
  // The values waiting to be written and their indices, side by side.
  const values: unknown[] = [];
  const at: number[] = [];
  let next = 0;
  // While the shared object's subtree is written: where it starts, and whether it refers to an
  // object given an index before it (then its entries depend on more than the key says).
  let subtreeStart = -1;
  let reusable = true;
  // A kept subtree written again: where its entries start, and the indices of its values.
  let keptAt = -1;
  let kept: Written | undefined;

  const flattenValue = (value: unknown): number => {
    const existing = indices.get(value) ?? kept?.indices.get(value);
    // As in React Router: index 0 (the root) is never referred back to.
    if (existing) {
      if (existing < subtreeStart && typeof value === "object") reusable = false;
      return existing;
    }
    if (value === undefined) return UNDEFINED;
    if (value === null) return NULL;
    if (typeof value === "number") {
      if (Number.isNaN(value)) return NAN;
      if (value === Number.POSITIVE_INFINITY) return POSITIVE_INFINITY;
      if (value === Number.NEGATIVE_INFINITY) return NEGATIVE_INFINITY;
      if (value === 0 && 1 / value < 0) return NEGATIVE_ZERO;
    }
    const index = next++;
    indices.set(value, index);
    byIndex[index] = value;
    values.push(value);
    at.push(index);
    return index;
  };
  const partsOf = (obj: Record<string, unknown>) => {
    let parts = "";
    for (const key in obj) {
      if (!Object.hasOwn(obj, key)) continue;
      parts += `${parts ? "," : ""}"_${flattenValue(key)}":${flattenValue(obj[key])}`;
    }
    return parts;
  };
  /** The shared object's subtree, written anew or again (once per encoding: it is then referred to by its index). */
  const writeShared = (value: object, index: number) => {
    const key = keyOf(byIndex, next);
    kept = memo!.written.get(key);
    if (kept) {
      stringified[index] = kept.self;
      keptAt = next;
      next += kept.count;
      return;
    }
    const depth = values.length;
    subtreeStart = next;
    reusable = true;
    stringified[index] = stringify(value, index);
    while (values.length > depth) {
      const i = at.pop()!;
      stringified[i] = stringify(values.pop(), i);
    }
    if (reusable) {
      const written = byIndex.slice(subtreeStart, next);
      memo!.written.set(key, {
        self: stringified[index],
        entries: stringified.slice(subtreeStart, next).join(","),
        count: written.length,
        indices: new Map(written.map((v, i) => [v, subtreeStart + i])),
      });
    }
    subtreeStart = -1;
  };

  const root = flattenValue(input);
  if (root < 0) return `${root}\n`;
  while (values.length > 0) {
    const index = at.pop()!;
    const value = values.pop();
    if (memo && value === memo.shared) writeShared(value as object, index);
    else stringified[index] = stringify(value, index);
  }
  if (!kept) return `[${stringified.join(",")}]\n`;
  const after = stringified.slice(keptAt + kept.count);
  return `[${stringified.slice(0, keptAt).join(",")},${kept.entries}${after.length ? "," : ""}${after.join(",")}]\n`;

  function stringify(value: unknown, index: number): string {
    switch (typeof value) {
      case "boolean":
      case "number":
      case "string":
        return JSON.stringify(value);
      case "object": {
        if (value === null) return `${NULL}`;
        if (Array.isArray(value)) {
          let result = "[";
          for (let i = 0; i < value.length; i++) result += (i ? "," : "") + (i in value ? flattenValue(value[i]) : -1);
          return `${result}]`;
        }
        if (value instanceof Date) return `["D",${Number.isNaN(value.getTime()) ? '"invalid"' : value.getTime()}]`;
        if (value instanceof Error || value instanceof Promise || !isPlainObject(value)) break;
        const parts = partsOf(value as Record<string, unknown>);
        return Object.getPrototypeOf(value) === null ? `["N",{${parts}}]` : `{${parts}}`;
      }
    }
    throw new UnsupportedValueError(
      `value ${index} of the page data is a ${describe(value)}: the fast prerender encodes plain data only (objects, arrays, strings, numbers, booleans, null, dates)`,
    );
  }
}

/** What an encoding has given indices to so far: how many, and which strings and numbers hold which. */
function keyOf(byIndex: unknown[], next: number): string {
  let key = String(next);
  for (let i = 0; i < next; i++) {
    const value = byIndex[i];
    // A string in quotes, with no raw \0 left in it: one key, one history.
    if (typeof value === "string") key += "\0" + JSON.stringify(value);
    else if (typeof value === "object") key += "\0o";
    else key += "\0" + typeof value + String(value);
  }
  return key;
}

function describe(value: unknown): string {
  if (typeof value !== "object" || value === null) return typeof value;
  return Object.getPrototypeOf(value)?.constructor?.name ?? "object";
}
