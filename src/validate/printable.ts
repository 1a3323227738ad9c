/**
 * Characters that change how a line reads rather than what it says: control characters (ANSI
 * escapes, line breaks, DEL, C1), line and paragraph separators and the direction marks and
 * overrides that reorder text. A key or a value holding them could otherwise draw its own
 * "… is valid." line in a terminal, a CI log or the editor.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const escape = (c: string) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** The text with those characters written as escapes (\n, \u001b): one line, read as written. */
export const printable = (text: string): string => text.replace(unsafe, escape);

/**
 * The same for a document JSON.stringify wrote: it escapes control characters itself, inside
 * strings (the only place the others can be), as escapes that leave the JSON meaning the same.
 */
export const printableJson = (json: string): string =>
  json.replace(/[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, escape);

/** At most `max` characters of a value an author wrote, then "…": a message quotes a value, it does not copy a megabyte. */
export function shortened(text: string, max = 500): string {
  if (text.length <= max) return text;
  // Not between the two halves of a character outside the basic plane.
  const end = /[\ud800-\udbff]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end) + "…";
}

/** Names as a hint lists them: the first `max`, then how many more. */
export const listed = (names: readonly string[], max = 20): string =>
  names.slice(0, max).join(", ") + (names.length > max ? `, and ${names.length - max} more` : "");

/** A value an author wrote, as a message quotes it: shortened, in double quotes. */
export const quoted = (text: string): string => JSON.stringify(shortened(text));
