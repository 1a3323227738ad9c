import type { Problem } from "../api";
import { useLang, useWords } from "../lang";
import { problemText } from "../problem-text";
import { previewWords } from "./words";

interface Props {
  problems: Problem[];
  /** What is shown under the note: an earlier drawing of the page, the page drawn with its problems, or nothing. */
  showing: "lastGood" | "withProblems" | "nothing";
  onPick: (problem: Problem) => void;
}

/** Why the preview is not up to date: the page's problems, each a button to its field. */
export function ProblemNote({ problems, showing, onPick }: Props) {
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
      <p>{showing === "lastGood" ? w.lastGood : showing === "withProblems" ? w.withProblems : w.noGood}</p>
    </div>
  );
}
