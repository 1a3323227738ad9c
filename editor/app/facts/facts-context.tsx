import { createContext, useContext } from "react";
import type { SiteManifest } from "../api";
import type { UiLang } from "../lang";
import { key } from "./tokens";

export type Facts = NonNullable<SiteManifest["settings"]["facts"]>;
type Fact = Facts[string] & { name?: { mn: string; en: string } };

interface FactNames {
  names: Map<string, string>;
  ids: Map<string, string>;
}

// Worked out once per version of the facts: every text box of a form asks on every keystroke.
const known = new WeakMap<Facts, Partial<Record<UiLang, FactNames>>>();

/**
 * Each fact's name in the interface language (its `name`, else its `label`), and every name of
 * either language back to its id.
 */
export function factNames(facts: Facts, lang: UiLang): FactNames {
  const byLang = known.get(facts) ?? {};
  known.set(facts, byLang);
  return (byLang[lang] ??= namesOf(facts, lang));
}

function namesOf(facts: Facts, lang: UiLang): FactNames {
  const names = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const [id, fact] of Object.entries(facts) as [string, Fact][]) {
    const words = fact.name ?? fact.label;
    if (!words) continue;
    names.set(id, words[lang]);
    for (const name of [words.mn, words.en]) if (name) ids.set(key(name), id);
  }
  return { names, ids };
}

/** The site's facts being edited, and a way to change one from any form. */
export interface FactsAccess {
  facts: Facts;
  setFact: (id: string, lang: "mn" | "en", value: string) => void;
}

export const FactsContext = createContext<FactsAccess>({ facts: {}, setFact: () => {} });
export const useFacts = () => useContext(FactsContext);

/** The manifest with one language of one fact changed (nothing else copied). */
export function withFact(manifest: SiteManifest, id: string, lang: "mn" | "en", value: string): SiteManifest {
  const facts = manifest.settings.facts ?? {};
  return {
    ...manifest,
    settings: { ...manifest.settings, facts: { ...facts, [id]: { ...facts[id], [lang]: value } } },
  };
}
