import { useId } from "react";
import { figureRepair } from "../../../src/validate/figure-repair";
import { numbersIn } from "../../../src/validate/figures";
import { todoMarker } from "../../../src/content/todo-marker";
import { useLang, useWords } from "../lang";
import { factNames, useFacts } from "./facts-context";
import { factsIn, fromDisplay, toDisplay } from "./tokens";
import { factWords } from "./words";
import "./facts.css";

interface Props {
  id: string;
  /** The language the text is written in (the half of a bilingual text), not the interface's. */
  lang: "mn" | "en";
  value: string;
  required?: boolean;
  onChange: (value: string | undefined) => void;
}

/**
 * A text of one language, in a box that grows with it. The site's shared figures in it show as
 * {their name}, each editable below the box; a figure's name mistyped, or its brace deleted, gets a
 * button that mends it. A new page's unwritten text ("TODO: …") shows as an empty box asking for it.
 */
export function TextBox({ id, lang, value, required, onChange }: Props) {
  const ui = useLang().lang;
  const w = useWords(factWords);
  const { facts, setFact } = useFacts();
  // In the box, a figure is named in the box's own language, as the text around it is; below it,
  // in the interface's.
  const { ids } = factNames(facts, ui);
  const inText = factNames(facts, lang).names;
  const names = factNames(facts, ui).names;
  const unwritten = value.startsWith(todoMarker);
  const used = factsIn(value).filter((fact) => Object.hasOwn(facts, fact));
  const note = useId();
  const shown = unwritten ? "" : toDisplay(value, inText);
  const repair = figureRepair(shown, [...inText.values()]);
  return (
    <>
      <textarea
        id={id}
        className={used.length ? "form-control has-figures" : "form-control"}
        value={shown}
        placeholder={unwritten ? (lang === "mn" ? w.writeMongolian : w.writeEnglish) : undefined}
        required={required}
        rows={1}
        onChange={(e) => onChange(e.target.value === "" ? undefined : fromDisplay(e.target.value, ids))}
        aria-describedby={`${id}__error`}
      />
      <div aria-live="polite">
        {repair && (
          <button
            type="button"
            className="figure-repair"
            onClick={() => {
              onChange(fromDisplay(repair.text, ids));
              // The button goes with the mistake: the focus goes back to the text it mended.
              document.getElementById(id)?.focus();
            }}
          >
            {w.repair(repair.name)}
          </button>
        )}
      </div>
      {used.length > 0 && (
        <div className="shared-figures" role="group" aria-describedby={note}>
          {used.map((fact) => {
            const name = `${names.get(fact) ?? fact} · ${w.inLanguage[lang]}`;
            // Each language has its own value of a figure: one changed alone leaves the pages disagreeing.
            const other = lang === "mn" ? "en" : "mn";
            const differs = numbersIn(facts[fact][other] ?? "") !== numbersIn(facts[fact][lang] ?? "");
            return (
              <label key={fact} className="shared-figure">
                <span>{name}</span>
                <input
                  // Named, so that an undo typed in it keeps the focus there (useKeptFocus).
                  id={`${id}--${fact}`}
                  value={facts[fact][lang] ?? ""}
                  aria-label={`${name} (${w.sharedFigure})`}
                  onChange={(e) => setFact(fact, lang, e.target.value)}
                />
                {differs && (
                  <small className="shared-figure-differs" role="status">
                    {w.otherDiffers(other, facts[fact][other] ?? "")}
                  </small>
                )}
              </label>
            );
          })}
          <small id={note}>{w.usedEverywhere}</small>
        </div>
      )}
    </>
  );
}
