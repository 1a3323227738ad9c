import { useEffect, useId, useRef, useState } from "react";
import { useWords } from "../lang";
import { mediaApi } from "./media-api";
import { mediaWords } from "./words";

export type Alt = { mn: string; en: string };

/** Asks what the picture shows, in both languages: both are needed to use it. */
export function Describe({
  src,
  alt,
  onConfirm,
  onBack,
}: {
  src: string;
  alt?: Alt;
  onConfirm: (alt: Alt) => void;
  onBack: () => void;
}) {
  const words = useWords(mediaWords);
  const [text, setText] = useState<Alt>(alt ?? { mn: "", en: "" });
  const id = useId();
  // A dialog's first field takes the focus (WAI-ARIA's dialog pattern): the Mongolian description.
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const complete = text.mn.trim() !== "" && text.en.trim() !== "";
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
        <p id={`${id}-why`}>{words.describeWhy}</p>
        {(["mn", "en"] as const).map((lang) => (
          <label key={lang} className="media-alt">
            {lang === "mn" ? words.altMn : words.altEn}
            <textarea
              lang={lang}
              rows={2}
              ref={lang === "mn" ? first : undefined}
              required
              value={text[lang]}
              aria-describedby={`${id}-why`}
              onChange={(e) => setText({ ...text, [lang]: e.target.value })}
            />
          </label>
        ))}
        {!complete && <p className="media-hint">{words.altMissing}</p>}
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
