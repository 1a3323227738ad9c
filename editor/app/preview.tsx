import { useEffect, useState } from "react";
import { api, type SiteManifest } from "./api";
import { words } from "./words";

/** The page as the site draws it, redrawn a moment after each change. */
export function Preview({ data, path }: { data: SiteManifest; path: string }) {
  const [lang, setLang] = useState<"mn" | "en">("mn");
  const [html, setHtml] = useState("");
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => void api.preview(data, path, lang).then((h) => current && setHtml(h)), 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [data, path, lang]);
  return (
    <section className="preview" aria-label={words.preview}>
      <div className="preview-bar">
        <span>
          {words.preview}: {lang === "en" ? `/en${path === "/" ? "" : path}` : path}
        </span>
        <span role="group" aria-label="Language">
          {(["mn", "en"] as const).map((l) => (
            <button key={l} type="button" aria-pressed={lang === l} onClick={() => setLang(l)}>
              {l.toUpperCase()}
            </button>
          ))}
        </span>
      </div>
      <iframe title={words.preview} srcDoc={html} sandbox="allow-same-origin" />
    </section>
  );
}
