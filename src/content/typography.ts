/** One of the characters every place below needs. */
const mayBreakBadly = /[-\d\p{Sc}]|\p{Lu}\. /u;
/**
 * The places, in one pass: a number's hyphen; a hyphen before a Mongolian case ending, or between a
 * word and a number ("DS-160"); a number and
 * the word it counts ("462 дугаар", "4 давхар", "14 minutes"); a currency sign and the word before
 * it ("10 сая ₮"), whose space does not break; the spaces of an international phone number
 * ("+976 7711 2018"); an initial and the name after it ("Э. Мөнх-Эрдэнэ").
 */
const places =
  /(\d)-(?=[\p{L}\p{N}])|([\p{L}\p{N})%])-(?=[а-яёөү]{1,5}(?![\p{L}\p{N}])|\d)|(\d) (?=\p{L})| (?=\p{Sc}(?![\p{L}\p{N}]))|(?<=\+\d[\d ]*) (?=\d)|(?<![\p{L}\p{N}])(\p{Lu}\.) (?=\p{Lu})/gu;
const kept = (_: string, number?: string, word?: string, counted?: string, initial?: string) =>
  number
    ? `${number}\u2011`
    : word
      ? `${word}\u2011`
      : counted
        ? `${counted}\u00a0`
        : initial
          ? `${initial}\u00a0`
          : "\u00a0";

/**
 * Where a line must not break. Hyphens a line must not end at, made non-breaking (U+2011, drawn
 * the same): between a number and what belongs to it ("9:00-18:00", "1-р хороо", "18-25 нас"), and
 * before a Mongolian case ending written after a hyphen ("АНУ-аас", "IELTS-ийн", "(CEFR)-тэй",
 * "80%-иас"), which on a line of its own reads as a broken word, and in a code of letters and a
 * number ("DS-160", "COVID-19"). A hyphen elsewhere (between two words:
 * "Даваа-Баасан", "well-known") may still end a line. Spaces a line must not break at: after a
 * number before its word, before a currency sign, between the groups of an international phone
 * number, after an initial before the name it abbreviates.
 */
export const keepTogether = (text: string): string =>
  // Most texts have none of the characters these places need: they are returned as they are.
  mayBreakBadly.test(text) ? text.replace(places, kept) : text;

/** The same in the text of HTML (between its tags), never in a tag or its attributes. */
export const keepTogetherInHtml = (html: string): string =>
  html.replace(/(^|>)([^<]+)/g, (_, open: string, text: string) => open + keepTogether(text));

/** keepTogether for a text that may be HTML (a rich text before it is sanitised): HTML is left as it is. */
export const typeset = (text: string): string => (text.includes("<") ? text : keepTogether(text));

/** A typeset text as its author typed it: where no line breaks (a document's title), a hyphen is a hyphen and a space a space. */
export const asTyped = (text: string): string => text.replace(/\u2011/g, "-").replace(/\u00a0/g, " ");
