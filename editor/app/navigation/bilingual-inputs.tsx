import { useId } from "react";

interface Props {
  value: { mn?: string; en?: string } | undefined;
  labels: { mn: string; en: string };
  help?: string;
  onChange: (lang: "mn" | "en", text: string) => void;
}

/** A text in both languages, Mongolian first, side by side. */
export function BilingualInputs({ value, labels, help, onChange }: Props) {
  const id = useId();
  return (
    <div className="nav-bilingual">
      {(["mn", "en"] as const).map((lang) => (
        <label key={lang} lang={lang}>
          <span>{labels[lang]}</span>
          <input
            id={`${id}-${lang}`}
            value={value?.[lang] ?? ""}
            aria-describedby={help ? `${id}-help` : undefined}
            onChange={(e) => onChange(lang, e.target.value)}
          />
        </label>
      ))}
      {help && (
        <p className="nav-help" id={`${id}-help`}>
          {help}
        </p>
      )}
    </div>
  );
}
