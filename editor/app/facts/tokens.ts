import { decodeHTML, escapeText } from "entities";
import { factToken } from "../../../src/content/facts";

/**
 * A text box shows a fact's token ("{{whVisaFee}}") as the fact's name in braces
 * ("{Working holiday visa government fee}"), and reads it back: authors see what a figure is, never
 * its id. A fact without a name keeps its token as written.
 */
const shown = /(?<!\{)\{([^{}\n]+)\}(?!\})/g;

/** The text as its box shows it: each known fact's token as {its name}. */
export function toDisplay(text: string, names: ReadonlyMap<string, string>): string {
  return text.replace(factToken, (token, id: string) => {
    const name = names.get(id);
    return name ? `{${name}}` : token;
  });
}

/** The text as the manifest keeps it: each {name} of a fact (in either language) as its token. */
export function fromDisplay(text: string, ids: ReadonlyMap<string, string>): string {
  return text.replace(shown, (written, name: string) => {
    const id = ids.get(key(name));
    return id ? `{{${id}}}` : written;
  });
}

/** The ids of the facts a text uses, once each, in order. */
export function factsIn(text: string): string[] {
  return [...new Set([...text.matchAll(factToken)].map((m) => m[1]))];
}

/** Names are matched whatever their capitals and spaces. */
export const key = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** toDisplay for a formatted text's HTML: each name written as the HTML of its text. */
export function toDisplayHtml(html: string, names: ReadonlyMap<string, string>): string {
  return html.replace(factToken, (token, id: string) => {
    const name = names.get(id);
    return name ? `{${escapeText(name)}}` : token;
  });
}

/** fromDisplay for a formatted text's HTML, whose names are written as HTML. */
export function fromDisplayHtml(html: string, ids: ReadonlyMap<string, string>): string {
  return html.replace(shown, (written, name: string) => {
    const id = ids.get(key(decodeHTML(name)));
    return id ? `{{${id}}}` : written;
  });
}
