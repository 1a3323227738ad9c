import { useEffect, useId, useRef, useState } from "react";
import { useWords } from "../lang";
import { mediaApi } from "./media-api";
import { mediaWords } from "./words";

export type Alt = { mn: string; en: string };

/**
 * Asks what the picture shows, in both languages: both are needed to use it. `only` a language: the
 * picture goes into a text of that language (a formatted text), whose description alone is asked.
 */
export function Describe({
  src,
  alt,
  only,
  onConfirm,
  onBack,
}: {
  src: string;
  alt?: Alt;
  only?: "mn" | "en";
  onConfirm: (alt: Alt) => void;
  onBack: () => void;
}) {
  const words = useWords(mediaWords);
  const [text, setText] = useState<Alt>(alt ?? { mn: "", en: "" });
  const id = useId();
  // A dialog's first field takes the focus (WAI-ARIA's dialog pattern): the Mongolian description.
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const asked = only ? [only] : (["mn", "en"] as const);
  const complete = asked.every((lang) => text[lang].trim() !== "");
  return (
    <form
      className="media-describe"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) onConfirm({ mn: text.mn.trim(), en: text.en.trim() });
      }}
    >
      <img src={mediaApi.thumb(src)} alt="" className="media-describe-picture" />
      <div>
        <p id={`${id}-why`}>{only ? words.describeWhyIn(only) : words.describeWhy}</p>
        {asked.map((lang, i) => (
          <label key={lang} className="media-alt">
            {lang === "mn" ? words.altMn : words.altEn}
            <textarea
              lang={lang}
              rows={2}
              ref={i === 0 ? first : undefined}
              data-autofocus={i === 0 ? "" : undefined}
              required
              value={text[lang]}
              aria-describedby={`${id}-why`}
              onChange={(e) => setText({ ...text, [lang]: e.target.value })}
            />
          </label>
        ))}
        {!complete && <p className="media-hint">{only ? words.altMissingOne : words.altMissing}</p>}
        <div className="media-actions">
          <button type="button" onClick={onBack}>
            {words.back}
          </button>
          <button type="submit" className="primary" disabled={!complete}>
            {words.confirm}
          </button>
        </div>
      </div>
    </form>
  );
}
