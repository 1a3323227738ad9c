/**
 * Where a line must not break. Hyphens a line must not end at, made non-breaking (U+2011, drawn the same): between a number and
 * what belongs to it ("9:00-18:00", "1-р хороо", "18-25 нас"), and before a Mongolian case ending
 * written after a hyphen ("АНУ-аас", "IELTS-ийн", "(CEFR)-тэй"), which on a line of its own reads as
 * a broken word. A hyphen elsewhere (between two words: "Даваа-Баасан", "well-known") may still end
 * a line.
 */
export const keepTogether = (text: string): string =>
  text
    .replace(/(\d)-(?=[\p{L}\p{N}])/gu, "$1\u2011")
    .replace(/([\p{L}\p{N})])-(?=[а-яёөү]{1,5}(?![\p{L}\p{N}]))/gu, "$1\u2011")
    // A number and the word it counts ("462 дугаар", "4 давхар", "14 minutes"), and a currency sign
    // and what it follows ("10 сая ₮"), share a line: the space between them does not break.
    .replace(/(\d) (?=\p{L})/gu, "$1\u00a0")
    .replace(/ (?=\p{Sc}(?![\p{L}\p{N}]))/gu, "\u00a0");

/** The same in the text of HTML (between its tags), never in a tag or its attributes. */
export const keepTogetherInHtml = (html: string): string =>
  html.replace(/(^|>)([^<]+)/g, (_, open: string, text: string) => open + keepTogether(text));

/** keepTogether for a text that may be HTML (a rich text before it is sanitised): HTML is left as it is. */
export const typeset = (text: string): string => (text.includes("<") ? text : keepTogether(text));

/** A typeset text as its author typed it: where no line breaks (a document's title), a hyphen is a hyphen and a space a space. */
export const asTyped = (text: string): string => text.replace(/\u2011/g, "-").replace(/\u00a0/g, " ");
