/** What can be wrong with the translation of one bilingual text, or with its words (avoided: see settings.glossary). */
export type TranslationState = "missing" | "identical" | "stale" | "unreviewed" | "avoided";

export interface TranslationEntry {
  /** Stable across reordering of pages: "route /about /blocks/1/heading", or "/interface/nav.home". */
  key: string;
  /** Where the text is: the page path, or the manifest section. */
  where: string;
  /** JSON pointer to the text inside the manifest. */
  pointer: string;
  state: TranslationState;
  mn?: string;
  en?: string;
}

/** The review lock: for each text that was checked, a hash of the Mongolian it was checked against. */
export type TranslationLock = Record<string, string>;

export interface TextField {
  key: string;
  where: string;
  pointer: string;
  mn?: unknown;
  en?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const escape = (s: string | number) => String(s).replace(/~/g, "~0").replace(/\//g, "~1");

/** An object that is a bilingual text: only mn and en, at least one of them present. */
const isText = (v: Record<string, unknown>) =>
  ("mn" in v || "en" in v) && Object.keys(v).every((k) => k === "mn" || k === "en");

/** Every bilingual text of a manifest, even an invalid one, with a key that survives reordering of pages. */
export function textFields(manifest: unknown): TextField[] {
  const fields: TextField[] = [];
  const visit = (value: unknown, pointer: string, owner: { key: string; where: string; base: string }) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${pointer}/${i}`, owner));
    else if (isRecord(value)) {
      if (isText(value)) {
        const inner = pointer.slice(owner.base.length) || "/";
        fields.push({
          key: owner.key ? `${owner.key} ${inner}` : pointer,
          where: owner.where,
          pointer,
          mn: value.mn,
          en: value.en,
        });
      } else for (const [k, v] of Object.entries(value)) visit(v, `${pointer}/${escape(k)}`, owner);
    }
  };
  if (!isRecord(manifest)) return fields;
  for (const [section, value] of Object.entries(manifest)) {
    if (section === "routes" && Array.isArray(value))
      value.forEach((route, i) => {
        const path = isRecord(route) && typeof route.path === "string" ? route.path : `#${i}`;
        visit(route, `/routes/${i}`, { key: `route ${path}`, where: `route ${path}`, base: `/routes/${i}` });
      });
    else visit(value, `/${escape(section)}`, { key: "", where: section, base: "" });
  }
  return fields;
}

const blank = (v: unknown) => typeof v !== "string" || !v.trim();
/** Same text in both languages, and words in it: "$850" or "18-30" may well be the same. */
const untranslated = (mn: string, en: string) =>
  mn.trim() === en.trim() && /\p{L}{3,}/u.test(mn.replace(/\{\{[^}]*\}\}/g, ""));

/** The problems of every text: missing, identical in both languages, stale against the lock, never reviewed. */
export function translationReport(
  manifest: unknown,
  lock: TranslationLock,
  hash: (text: string) => string,
): TranslationEntry[] {
  return textFields(manifest).flatMap((f): TranslationEntry[] => {
    const entry = {
      key: f.key,
      where: f.where,
      pointer: f.pointer,
      mn: typeof f.mn === "string" ? f.mn : undefined,
      en: typeof f.en === "string" ? f.en : undefined,
    };
    if (blank(f.mn) || blank(f.en)) return [{ ...entry, state: "missing" }];
    const reviewed = lock[f.key];
    // A review covers the Mongolian it was made against, including a text rightly the same in both languages.
    if (reviewed !== undefined && reviewed === hash(f.mn as string)) return [];
    if (untranslated(f.mn as string, f.en as string)) return [{ ...entry, state: "identical" }];
    return [{ ...entry, state: reviewed === undefined ? "unreviewed" : "stale" }];
  });
}

/** The lock after a review: every text whose English is present now counts as checked against its Mongolian. */
export function acceptTranslations(
  manifest: unknown,
  lock: TranslationLock,
  hash: (text: string) => string,
  only?: (field: TextField) => boolean,
): TranslationLock {
  const next: TranslationLock = {};
  const fields = textFields(manifest);
  const current = new Set(fields.map((f) => f.key));
  // Reviews of texts that still exist are kept; texts that are gone are forgotten.
  for (const [key, value] of Object.entries(lock)) if (current.has(key)) next[key] = value;
  for (const f of fields) if (!blank(f.mn) && !blank(f.en) && (!only || only(f))) next[f.key] = hash(f.mn as string);
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
