import type { SiteManifest } from "../generated/manifest";
import { closest } from "../validate/suggest.ts";

/** "{{clients}}" in a text: a fact of settings.facts, written once and shown in many places. */
export const factToken = /\{\{\s*([a-zA-Z0-9]+)\s*\}\}/g;

/**
 * Where a brace of the text pairs with none ("{Schengen countries countries", "visa}"): the first
 * "{" left open, or a "}" that closes nothing. A fact's {{token}} is not looked into.
 */
export function loneBrace(text: string): { at: number; brace: "{" | "}" } | undefined {
  const plain = text.replace(factToken, (token) => " ".repeat(token.length));
  let open: number | undefined;
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] === "{") open ??= i;
    else if (plain[i] === "}") {
      if (open === undefined) return { at: i, brace: "}" };
      open = undefined;
    }
  }
  return open === undefined ? undefined : { at: open, brace: "{" };
}

/** A name as names are compared: whatever its capitals and spaces. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** A figure's name in single braces, not a fact's {{token}}. */
const bracedName = /(?<!\{)\{(?!\{)([^{}<>]*\p{L}[^{}<>]*)\}(?!\})/gu;

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
  for (const found of text.matchAll(bracedName)) {
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

/**
 * The manifest with every fact token in its texts replaced by the fact in that text's language.
 * Parts without a token are shared, not copied: a big manifest has few of them.
 */
export function resolveFacts(manifest: SiteManifest): SiteManifest {
  const facts = manifest.settings.facts ?? {};
  const resolve = (value: unknown, key?: string): unknown => {
    if (typeof value === "string")
      return (key === "mn" || key === "en") && value.includes("{{")
        ? value.replace(factToken, (token, name: string) =>
            Object.hasOwn(facts, name) ? (facts[name][key] ?? token) : token,
          )
        : value;
    if (typeof value !== "object" || value === null) return value;
    let copy: Record<string, unknown> | unknown[] | undefined;
    for (const [k, v] of Object.entries(value)) {
      const resolved = resolve(v, Array.isArray(value) ? undefined : k);
      if (resolved === v) continue;
      copy ??= Array.isArray(value) ? [...value] : { ...value };
      // Defined, not assigned: a field named "__proto__" stays a field.
      Object.defineProperty(copy, k, { value: resolved, enumerable: true, writable: true, configurable: true });
    }
    return copy ?? value;
  };
  return resolve(manifest) as SiteManifest;
}
