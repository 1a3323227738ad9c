import { formatPlurals } from "./plural";

/** Interface strings of one language, by key. */
export type Strings = Record<string, string>;

/**
 * Looks a key up; a missing key renders the key itself, so a gap is visible but never breaks a page.
 * Plurals ("{n, plural, one {# article} other {# articles}}") take the form the number needs in
 * lang, then "{name}" placeholders are filled from vars.
 */
export function translate(
  strings: Strings,
  key: string,
  vars?: Record<string, string | number>,
  lang: string = "mn",
): string {
  // Own keys only: a text's "{constructor}" or a key "toString" is not something every object has.
  const text = Object.hasOwn(strings, key) ? strings[key] : key;
  if (!vars) return text;
  return formatPlurals(text, vars, lang).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}
