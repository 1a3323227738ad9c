/**
 * One pass over a JSON text, without recursion (a value nested a million deep is walked like any
 * other), telling a visitor where each value and field name is written. What JSON.parse does not
 * say is found on the way: a field written twice in one object, a number too large for a number.
 */
export interface JsonVisitor<S> {
  /**
   * A value begins at `offset`, inside the value whose state is `parent`, under `key` (the root's
   * key is ""); `name` is where its field's name is written, in an object. For an object or a list
   * the state returned is given to its members.
   */
  value(parent: S, key: string | number, offset: number, name: number | undefined, container: boolean): S;
  /** A field already written in the same object: where its names are, the earlier and this one. */
  duplicate?(object: S, key: string, earlier: number, later: number): void;
  /** A number JSON.parse reads as Infinity. */
  tooLarge?(parent: S, key: string | number, offset: number): void;
}

interface Open<S> {
  state: S;
  isObject: boolean;
  index: number;
  /** The names met so far in an object and where (made at its second field). */
  names?: Map<string, number>;
  firstName?: string;
  firstAt?: number;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
const numberChars = /[-+0-9.eE]*/y;

/** The end of the string whose opening quote is at `start`, past its closing quote; -1 if it has none. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i + 1;
  }
  return -1;
}

/**
 * Walks `text` calling `visitor`; returns the offset of the first thing that is not JSON, or
 * undefined when the whole text is one JSON value.
 */
export function walkJson<S>(text: string, root: S, visitor: JsonVisitor<S>): number | undefined {
  const stack: Open<S>[] = [];
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  };
  // One value (a whole leaf, or the opening of an object or list) under the innermost open value.
  const value = (key: string | number, name: number | undefined): boolean => {
    skipSpace();
    const parent = stack.length ? stack[stack.length - 1].state : root;
    const c = text[at];
    if (c === "{" || c === "[") {
      const state = visitor.value(parent, key, at, name, true);
      stack.push({ state, isObject: c === "{", index: 0 });
      at++;
      return true;
    }
    const start = at;
    if (c === '"') at = stringEnd(text, at);
    else if (c === "t" || c === "n") at = text.startsWith(c === "t" ? "true" : "null", at) ? at + 4 : -1;
    else if (c === "f") at = text.startsWith("false", at) ? at + 5 : -1;
    else {
      numberChars.lastIndex = at;
      numberChars.test(text);
      at = numberChars.lastIndex > at ? numberChars.lastIndex : -1;
      const number = at > 0 ? Number(text.slice(start, at)) : NaN;
      if (Number.isNaN(number)) at = -1;
      else if (!Number.isFinite(number)) visitor.tooLarge?.(parent, key, start);
    }
    if (at < 0) {
      at = start;
      return false;
    }
    visitor.value(parent, key, start, name, false);
    return true;
  };
  // A field's name and colon, then its value.
  const member = (open: Open<S>): boolean => {
    skipSpace();
    if (text[at] !== '"') return false;
    const start = at;
    const end = stringEnd(text, at);
    if (end < 0) return false;
    const raw = text.slice(start + 1, end - 1);
    const key = raw.includes("\\") ? (JSON.parse(text.slice(start, end)) as string) : raw;
    if (open.firstAt === undefined) [open.firstName, open.firstAt] = [key, start];
    else {
      open.names ??= new Map([[open.firstName!, open.firstAt]]);
      const earlier = open.names.get(key);
      if (earlier !== undefined) visitor.duplicate?.(open.state, key, earlier, start);
      open.names.set(key, start);
    }
    at = end;
    skipSpace();
    if (text[at] !== ":") return false;
    at++;
    return value(key, start);
  };

  try {
    if (!value("", undefined)) return at;
    while (stack.length) {
      const open = stack[stack.length - 1];
      skipSpace();
      const close = open.isObject ? "}" : "]";
      if (text[at] === close) {
        stack.pop();
        at++;
        if (stack.length) stack[stack.length - 1].index++;
        continue;
      }
      if (open.index > 0) {
        if (text[at] !== ",") return at;
        at++;
      }
      const ok = open.isObject ? member(open) : value(open.index, undefined);
      if (!ok) return at;
      // A leaf is done at once; an object or list just opened counts once it is closed.
      if (stack[stack.length - 1] === open) open.index++;
    }
  } catch {
    return at;
  }
  skipSpace();
  return at < text.length ? at : undefined;
}
