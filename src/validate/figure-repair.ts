// A figure's name broken by a keystroke in a page's text, and the text mended: for the validator's
// hint and the editor's one-click repair.
import { loneBrace } from "../content/facts.ts";
import { closest } from "./suggest.ts";

/** A name as names are compared: whatever its capitals and spaces. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** A figure's name in single braces, not a fact's {{token}}: "{Visa fee} weeks". */
export const bracedName = /(?<!\{)\{(?!\{)([^{}<>]*\p{L}[^{}<>]*)\}(?!\})/u;

/** The one name that has every word of `typed` ("{Шенгений улсын тоо}" for a word left out), if one does. */
function holding(typed: string, names: readonly string[]): string | undefined {
  const words = nameKey(typed).split(" ");
  const found = names.filter((name) => {
    const its = new Set(nameKey(name).split(" "));
    return words.every((word) => its.has(word));
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The text with its first broken figure mended, given the figures' names in its language: a name
 * mistyped in braces ("{Client served}") as the closest name (or the one with every word of it), or a brace left open after a name
 * ("{Clients served people") closed after it; none when there is no likely name. Names in braces
 * that are figures' names (as the editor shows them) are left as they are.
 */
export function figureRepair(text: string, names: readonly string[]): { text: string; name: string } | undefined {
  const known = new Set(names.map(nameKey));
  for (const found of text.matchAll(new RegExp(bracedName, "gu"))) {
    if (known.has(nameKey(found[1]))) continue;
    const name = closest(found[1], names) ?? holding(found[1], names);
    if (name === undefined) return undefined;
    const at = found.index;
    return { text: `${text.slice(0, at)}{${name}}${text.slice(at + found[0].length)}`, name };
  }
  const lone = loneBrace(text);
  if (lone?.brace !== "{") return undefined;
  const after = text.slice(lone.at + 1).toLocaleLowerCase();
  // The longest name the brace is followed by.
  const name = names.filter((n) => n && after.startsWith(n.toLocaleLowerCase())).sort((a, b) => b.length - a.length)[0];
  if (name === undefined) return undefined;
  const end = lone.at + 1 + name.length;
  return { text: `${text.slice(0, end)}}${text.slice(end)}`, name };
}
