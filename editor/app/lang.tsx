import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

/** The languages of the editor's own interface: Mongolian first. */
export type UiLang = "mn" | "en";
export const uiLangs: readonly UiLang[] = ["mn", "en"];

/** A set of the editor's captions in both languages, with the same keys in each. */
export type Dictionary<T> = { mn: T; en: T };

const storageKey = "editor-language";

function remembered(): UiLang {
  try {
    return localStorage.getItem(storageKey) === "en" ? "en" : "mn";
  } catch {
    return "mn";
  }
}

const LangContext = createContext<{ lang: UiLang; setLang: (lang: UiLang) => void }>({
  lang: "mn",
  setLang: () => {},
});

/** The interface language, Mongolian unless the author chose English in this browser before. */
export function LangProvider({ children }: { children: ReactNode }) {
  const [lang, set] = useState<UiLang>(remembered);
  const setLang = useCallback((next: UiLang) => {
    set(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // A browser that keeps nothing still switches, for this visit.
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <LangContext.Provider value={{ lang, setLang }}>{children}</LangContext.Provider>;
}

export const useLang = () => useContext(LangContext);

/** The captions of `dictionary` in the interface language. */
export function useWords<T>(dictionary: Dictionary<T>): T {
  return dictionary[useLang().lang];
}

/** A text given in both languages (a schema's x-label or x-help), in the interface language. */
export const inLang = (text: Partial<Record<UiLang, string>> | undefined, lang: UiLang): string | undefined =>
  text?.[lang] ?? undefined;
