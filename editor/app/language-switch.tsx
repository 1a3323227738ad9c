import { uiLangs, useLang, useWords } from "./lang";
import "./language-switch.css";
import { words } from "./words";

/** Монгол / English: the editor's own language, remembered in this browser. */
export function LanguageSwitch() {
  const { lang, setLang } = useLang();
  const w = useWords(words);
  return (
    <span role="group" aria-label={w.interfaceLanguage} className="language-switch">
      {uiLangs.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={lang === l} onClick={() => setLang(l)}>
          {w.languageNames[l]}
        </button>
      ))}
    </span>
  );
}
