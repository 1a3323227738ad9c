/** Interface strings of one language, by key. */
export type Strings = Record<string, string>;

/**
 * Looks a key up; a missing key renders the key itself, so a gap is visible but never breaks a page.
 * "{name}" placeholders are filled from vars.
 */
export function translate(strings: Strings, key: string, vars?: Record<string, string | number>): string {
  const text = strings[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
}
