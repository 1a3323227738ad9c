// The validator's words in Mongolian, for the editor's Mongolian interface: a field is named by its
// x-label in «», values are quoted as written. The CLI prints the English messages.
import type { FieldName } from "./field-labels.ts";
import { shortened } from "./printable.ts";
import { closest } from "./suggest.ts";

export type MnText = { message: string; hint?: string };

/** A value as a Mongolian message quotes it: «/about», shortened. */
export const mnQuote = (value: unknown): string =>
  `«${typeof value === "string" ? shortened(value) : shortened(JSON.stringify(value) ?? String(value))}»`;

export const languageMn: Record<string, string> = { mn: "монгол", en: "англи" };

/** A word at the start of a sentence: «монгол» → «Монгол». */
export const capitalizedMn = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "«Гарчиг» талбар", or "Энэ талбар" for a field without a name. */
export const fieldMn = (name?: FieldName): string => (name ? `«${name.label.mn}» талбар` : "Энэ талбар");

/** The field in the genitive, with the language when the problem is in one: "«Гарчиг» талбарын монгол бичвэр". */
export const fieldTextMn = (name?: FieldName, lang: string | undefined = name?.lang): string =>
  `${name ? `«${name.label.mn}» талбарын` : "Энэ талбарын"} ${lang ? `${languageMn[lang]} бичвэр` : "утга"}`;

/** Names as a Mongolian hint lists them: the first `max`, then how many more. */
export const listedMn = (names: readonly string[], max = 20): string =>
  names.slice(0, max).join(", ") + (names.length > max ? `, бас ${names.length - max}` : "");

/** "did you mean" in both languages, from one search for the closest name. */
export function suggestion(value: string, candidates: Iterable<string>): { en?: string; mn?: string } {
  const match = closest(value, candidates);
  return match === undefined ? {} : { en: `did you mean "${match}"?`, mn: `${mnQuote(match)} гэж бичих гэсэн үү?` };
}

/** Sentences joined, the empty ones left out. */
export const joined = (...parts: (string | undefined)[]): string | undefined =>
  parts.filter(Boolean).join(" ") || undefined;
