import type { Problem } from "../api";
import { useLang, useWords } from "../lang";
import { problemText } from "../problem-text";
import { previewWords } from "./words";

interface Props {
  problems: Problem[];
  /** Whether an earlier drawing of the page is shown under the note. */
  showingLastGood: boolean;
  onPick: (problem: Problem) => void;
}

/** Why the preview is not up to date: the page's problems, each a button to its field. */
export function ProblemNote({ problems, showingLastGood, onPick }: Props) {
  const w = useWords(previewWords);
  const { lang } = useLang();
  return (
    <div className="preview-note" role="status">
      {problems.length ? (
        <>
          <p>{w.problems(problems.length)}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={`${p.pointer}:${i}`}>
                <button type="button" onClick={() => onPick(p)}>
                  {problemText(p, lang)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{w.failed}</p>
      )}
      <p>{showingLastGood ? w.lastGood : w.noGood}</p>
    </div>
  );
}
