/**
 * A hyphen between a number and what belongs to it ("9:00-18:00", "1-р хороо", "18-25 нас") made
 * the non-breaking hyphen, so that a line never ends inside it; a hyphen elsewhere may still end a line.
 */
export const keepNumbersTogether = (text: string): string => text.replace(/(\d)-(?=[\p{L}\p{N}])/gu, "$1\u2011");

/** The same in the text of HTML (between its tags), never in a tag or its attributes. */
export const keepNumbersTogetherInHtml = (html: string): string =>
  html.replace(/(^|>)([^<]+)/g, (_, open: string, text: string) => open + keepNumbersTogether(text));
