// The glossary's check (settings.glossary): texts that use a variant the glossary avoids, or the
// English spelling not chosen. Read from any manifest, even an invalid one, as the report is.
import type { Glossary } from "../generated/manifest";
import { textFields, type TranslationEntry } from "./report";

export interface TermFinding {
  key: string;
  where: string;
  pointer: string;
  lang: "mn" | "en";
  /** The words as the text writes them. */
  found: string;
  /** What to write instead. */
  use: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A variant as a pattern: spaces match any spacing, {n} any number. */
const pattern = (variant: string) =>
  variant
    .trim()
    .split("{n}")
    .map((part) => escape(part).replace(/\s+/g, "\\s+"))
    .join("\\d+");

interface Rule {
  pattern: string;
  use: string;
}

/** Each language's variants to avoid and what to write instead, the other spelling's words among the English. */
function rulesOf(glossary: Partial<Glossary>): Record<"mn" | "en", Rule[]> {
  const rules: Record<"mn" | "en", Rule[]> = { mn: [], en: [] };
  for (const term of Array.isArray(glossary.terms) ? glossary.terms : []) {
    if (!isRecord(term) || (term.language !== "mn" && term.language !== "en") || typeof term.use !== "string") continue;
    for (const variant of Array.isArray(term.avoid) ? term.avoid : [])
      if (typeof variant === "string" && variant.trim())
        rules[term.language].push({ pattern: pattern(variant), use: term.use });
  }
  const chosen = glossary.englishSpelling === "american" ? "american" : "british";
  const other = chosen === "british" ? "american" : "british";
  for (const pair of Array.isArray(glossary.spellings) ? glossary.spellings : [])
    if (isRecord(pair) && typeof pair[other] === "string" && typeof pair[chosen] === "string")
      rules.en.push({ pattern: pattern(pair[other]), use: pair[chosen] });
  return rules;
}

/** Formatted text is read as its words: a page address in a link (/services/admission-counseling) is not text. */
const wordsOf = (text: string) => text.replace(/<[^>]*>/g, (tag) => " ".repeat(tag.length));

/** Every use of an avoided variant or of the other spelling, in the order of the manifest's texts. */
export function termFindings(manifest: unknown): TermFinding[] {
  const settings = isRecord(manifest) && isRecord(manifest.settings) ? manifest.settings : {};
  if (!isRecord(settings.glossary)) return [];
  const glossary = settings.glossary as Partial<Glossary>;
  const rules = rulesOf(glossary);
  const keep = (Array.isArray(glossary.keep) ? glossary.keep : []).filter((k) => typeof k === "string" && k.trim());
  const keeps = keep.length ? new RegExp(keep.map(pattern).join("|"), "giu") : undefined;
  // Mongolian adds endings to a word (Окландад); an English word ends where it ends.
  const matchers = {
    mn: rules.mn.length
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${rules.mn.map((r) => `(${r.pattern})`).join("|")})\\p{L}*`, "giu")
      : undefined,
    en: rules.en.length
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${rules.en.map((r) => `(${r.pattern})`).join("|")})(?![\\p{L}])`, "giu")
      : undefined,
  };
  const findings: TermFinding[] = [];
  for (const field of textFields(manifest)) {
    if (field.pointer.startsWith("/settings/glossary")) continue;
    for (const lang of ["mn", "en"] as const) {
      const value = field[lang];
      const matcher = matchers[lang];
      if (typeof value !== "string" || !matcher) continue;
      const text = wordsOf(value);
      const kept = keeps ? [...text.matchAll(keeps)].map((m) => [m.index, m.index + m[0].length]) : [];
      for (const m of text.matchAll(matcher)) {
        if (kept.some(([start, end]) => m.index < end && m.index + m[0].length > start)) continue;
        const rule = rules[lang][m.slice(1).findIndex((group) => group !== undefined)];
        findings.push({ key: field.key, where: field.where, pointer: field.pointer, lang, found: m[0], use: rule.use });
      }
    }
  }
  return findings;
}

/** The findings as rows of the translation report: the words found and what to write, in their language's column. */
export const termEntries = (manifest: unknown): TranslationEntry[] =>
  termFindings(manifest).map(({ key, where, pointer, lang, found, use }) => ({
    key,
    where,
    pointer,
    state: "avoided",
    [lang]: `"${found}": write "${use}"`,
  }));
