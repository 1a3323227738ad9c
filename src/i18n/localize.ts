import type { Lang } from "../routes/table";

/** The shape of data once every bilingual { mn, en } text in it is reduced to one language's string. */
export type Localized<T> = T extends { mn: string; en: string }
  ? string
  : T extends readonly unknown[]
    ? { [K in keyof T]: Localized<T[K]> }
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

/** Whether a value is one bilingual text, { mn, en } and nothing else. */
export const isText = (value: object): value is { mn: string; en: string } => {
  const text = value as Record<string, unknown>;
  if (typeof text.mn !== "string" || typeof text.en !== "string") return false;
  let keys = 0;
  for (const _ in text) keys++;
  return keys === 2;
};

/**
 * Picks one language from every bilingual text in the data, so a page ships only its own language;
 * `text`, when given, is applied to each text picked. Plain loops: a build localizes every page
 * while it decides which pages changed.
 */
export function localize<T>(value: T, lang: Lang, text?: (picked: string) => string): Localized<T> {
  if (typeof value !== "object" || value === null) return value as Localized<T>;
  if (Array.isArray(value)) {
    const picked = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) picked[i] = localize(value[i], lang, text);
    return picked as Localized<T>;
  }
  if (isText(value)) return (text ? text(value[lang]) : value[lang]) as Localized<T>;
  const picked: Record<string, unknown> = {};
  for (const key in value) {
    const one = localize(value[key], lang, text);
    // A field JSON names "__proto__" stays a field, as Object.fromEntries would keep it.
    if (key === "__proto__") Object.defineProperty(picked, key, { value: one, enumerable: true, writable: true });
    else picked[key] = one;
  }
  return picked as Localized<T>;
}
