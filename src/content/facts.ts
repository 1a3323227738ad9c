import type { SiteManifest } from "../generated/manifest";

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
