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
  return proto === Object.prototype || proto === null || Object.getOwnPropertyNames(proto).sort().join("\0") === objectProtoNames;
}

/** The turbo-stream text of `input`, with its closing newline, as React Router writes it. */
export function encodeTurboStream(input: unknown): string {
  const indices = new Map<unknown, number>();
  const stringified: string[] = [];
  const stack: [unknown, number][] = [];
  let next = 0;

  const flattenValue = (value: unknown): number => {
    const existing = indices.get(value);
    // As in React Router: index 0 (the root) is never referred back to.
    if (existing) return existing;
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
    stack.push([value, index]);
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

  const root = flattenValue(input);
  if (typeof root === "number" && root < 0) return `${root}\n`;
  while (stack.length > 0) {
    const [value, index] = stack.pop()!;
    stringified[index] = stringify(value, index);
  }
  return `[${stringified.join(",")}]\n`;

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
    throw new UnsupportedValueError(`value ${index} of the page data is a ${describe(value)}: the fast prerender encodes plain data only (objects, arrays, strings, numbers, booleans, null, dates)`);
  }
}

function describe(value: unknown): string {
  if (typeof value !== "object" || value === null) return typeof value;
  return Object.getPrototypeOf(value)?.constructor?.name ?? "object";
}
