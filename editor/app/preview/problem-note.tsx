import type { Problem } from "../api";
import { ProblemLine, type PlaceOf } from "../dialogs";
import { useWords } from "../lang";
import { words } from "../words";
import { previewWords } from "./words";

interface Props {
  problems: Problem[];
  /** What is shown under the note: an earlier drawing of the page, the page drawn with its problems, or nothing. */
  showing: "lastGood" | "withProblems" | "nothing";
  onPick: (problem: Problem) => void;
  /** A problem's page and field, as the problems bar names them. */
  place?: PlaceOf;
}

/** Why the preview is not up to date: the page's problems, each a button to its field. */
export function ProblemNote({ problems, showing, onPick, place }: Props) {
  const w = useWords(previewWords);
  const editorWords = useWords(words);
  return (
    <div className="preview-note" role="status">
      {problems.length ? (
        <>
          <p>{w.problems(problems.length)}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={`${p.pointer}:${i}`}>
                <button type="button" onClick={() => onPick(p)}>
                  <ProblemLine problem={p} w={editorWords} place={place} />
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
