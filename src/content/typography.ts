/**
 * Hyphens a line must not end at, made non-breaking (U+2011, drawn the same): between a number and
 * what belongs to it ("9:00-18:00", "1-р хороо", "18-25 нас"), and before a Mongolian case ending
 * written after a hyphen ("АНУ-аас", "IELTS-ийн", "(CEFR)-тэй"), which on a line of its own reads as
 * a broken word. A hyphen elsewhere (between two words: "Даваа-Баасан", "well-known") may still end
 * a line.
 */
export const keepTogether = (text: string): string =>
  text
    .replace(/(\d)-(?=[\p{L}\p{N}])/gu, "$1\u2011")
    .replace(/([\p{L}\p{N})])-(?=[а-яёөү]{1,5}(?![\p{L}\p{N}]))/gu, "$1\u2011");

/** The same in the text of HTML (between its tags), never in a tag or its attributes. */
export const keepTogetherInHtml = (html: string): string =>
  html.replace(/(^|>)([^<]+)/g, (_, open: string, text: string) => open + keepTogether(text));
