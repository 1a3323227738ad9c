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
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Record<string, unknown>).mn === "string" &&
    typeof (value as Record<string, unknown>).en === "string"
  );
};

/**
 * Picks one language from every bilingual text in the data, so a page ships only its own language;
 * `text`, when given, is applied to each text picked.
 */
export function localize<T>(value: T, lang: Lang, text?: (picked: string) => string): Localized<T> {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang, text)) as Localized<T>;
  if (typeof value !== "object" || value === null) return value as Localized<T>;
  if (isText(value)) return (text ? text(value[lang]) : value[lang]) as Localized<T>;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lang, text)])) as Localized<T>;
}
