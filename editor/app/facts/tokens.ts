import { decodeHTML, escapeText } from "entities";
import { factToken } from "../../../src/content/facts";
import { nameKey } from "../../../src/validate/figure-repair";

/**
 * A text box shows a fact's token ("{{whVisaFee}}") as the fact's name in braces
 * ("{Working holiday visa government fee}"), and reads it back: authors see what a figure is, never
 * its id. A fact without a name keeps its token as written.
 */
const shown = /(?<!\{)\{([^{}\n]+)\}(?!\})/g;

const same = (name: string) => name;

/**
 * The text as its box shows it: each known fact's token as {its name}. `write` writes a name as
 * the text holds it (a formatted text's HTML escapes it).
 */
export function toDisplay(text: string, names: ReadonlyMap<string, string>, write = same): string {
  return text.replace(factToken, (token, id: string) => {
    const name = names.get(id);
    return name ? `{${write(name)}}` : token;
  });
}

/** The text as the manifest keeps it: each {name} of a fact (in either language) as its token; `read` undoes `write`. */
export function fromDisplay(text: string, ids: ReadonlyMap<string, string>, read = same): string {
  return text.replace(shown, (written, name: string) => {
    const id = ids.get(key(read(name)));
    return id ? `{{${id}}}` : written;
  });
}

/** The ids of the facts a text uses, once each, in order. */
export function factsIn(text: string): string[] {
  return [...new Set([...text.matchAll(factToken)].map((m) => m[1]))];
}

/** Names are matched whatever their capitals and spaces, as the validator matches them. */
export const key = nameKey;

/** toDisplay for a formatted text's HTML, each name written as HTML. */
export const toDisplayHtml = (html: string, names: ReadonlyMap<string, string>) => toDisplay(html, names, escapeText);

/** fromDisplay for a formatted text's HTML, whose names are written as HTML. */
export const fromDisplayHtml = (html: string, ids: ReadonlyMap<string, string>) => fromDisplay(html, ids, decodeHTML);
