import { dom, languageKey } from "../../chrome/dom-names";
import { fromThisSite } from "./from-this-site";

const storage = {
  get: () => {
    try {
      return localStorage.getItem(languageKey);
    } catch {
      return null;
    }
  },
  set: (lang: string) => {
    try {
      localStorage.setItem(languageKey, lang);
    } catch {
      // Private browsing may refuse storage; the switch still works for this page.
    }
  },
};

/**
 * The language switch is a link to this page in the other language. Following it remembers that
 * language; a visitor who arrives from elsewhere on a page in the language they did not choose is
 * taken to their language's version, replacing the history entry.
 */
export function enhanceLanguageSwitch(): void {
  const link = document.querySelector<HTMLAnchorElement>(`a[${dom.languageSwitch}]`);
  if (!link) return;
  const other = link.hreflang;
  link.addEventListener("click", () => storage.set(other));
  if (storage.get() === other && !fromThisSite()) location.replace(link.href);
}
