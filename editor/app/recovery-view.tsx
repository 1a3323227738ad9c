import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { whenLabel } from "../../src/authoring/when";
import { api, type Recovery, type TextProblem } from "./api";
import { useLang, useWords } from "./lang";
import { errorText, problemText } from "./problem-text";
import { words } from "./words";

export interface RecoveryViewProps {
  recovery: Recovery;
  /**
   * Called when the file can be opened again (its text saved as a manifest, or the last good
   * version restored), or must be read again (it changed on disk); the editor then reloads.
   */
  onFixed: () => void;
}

type Notice =
  { kind: "stillBroken" } | { kind: "conflict" } | { kind: "confirmRestore" } | { kind: "failed"; message: string };

/** Where a line and column (both from 1) are in a text. */
function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf("\n", start);
    if (next < 0) return text.length;
    start = next + 1;
  }
  return Math.min(start + column - 1, text.length);
}

function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

/** A manifest the forms cannot show, as text: where it breaks, marked, to fix and save, or the last good version back. */
export function RecoveryView({ recovery, onFixed }: RecoveryViewProps) {
  const w = useWords(words);
  const { lang } = useLang();
  const [text, setText] = useState(recovery.text);
  const [saved, setSaved] = useState({ text: recovery.text, version: recovery.version });
  const [problems, setProblems] = useState(recovery.problems);
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const lines = useMemo(() => countLines(text), [text]);
  const gutter = useMemo(() => Array.from({ length: lines }, (_, i) => i + 1).join("\n"), [lines]);
  const { lastGood } = recovery;

  /** Puts the caret at the problem and scrolls its line into the upper part of the view. */
  const goTo = useCallback((problem: TextProblem) => {
    const [textarea, box] = [area.current, scroller.current];
    if (!textarea || !box) return;
    const offset = offsetOf(textarea.value, problem.line, problem.column);
    textarea.focus({ preventScroll: true });
    textarea.setSelectionRange(offset, offset);
    const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight);
    box.scrollTop = Math.max(0, (problem.line - 1) * lineHeight - box.clientHeight / 3);
  }, []);
  useEffect(() => {
    if (recovery.problems[0]) goTo(recovery.problems[0]);
  }, [recovery, goTo]);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setNotice({ kind: "failed", message: errorText(error, lang) });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    attempt(async () => {
      const result = await api.saveText(text, saved.version);
      if (result.status === "saved") return onFixed();
      if (result.status === "conflict") return setNotice({ kind: "conflict" });
      setSaved({ text, version: result.version });
      setProblems(result.problems);
      setNotice({ kind: "stillBroken" });
      if (result.problems[0]) goTo(result.problems[0]);
    });
  const restoreLastGood = (confirmed: boolean) => {
    if (!lastGood) return;
    if (text !== saved.text && !confirmed) return setNotice({ kind: "confirmRestore" });
    void attempt(async () => {
      await api.restore(lastGood.id);
      onFixed();
    });
  };

  return (
    <main className="recovery" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{w.recoveryTitle}</h1>
      <p>{w.recoveryIntro}</p>
      {notice?.kind === "stillBroken" && <p role="alert">{w.stillBroken}</p>}
      <ul className="recovery-problems" aria-label={w.problems}>
        {problems.map((problem, i) => (
          <li key={i} className="error">
            <button type="button" onClick={() => goTo(problem)}>
              {w.lineColumn(problem.line, problem.column)}
            </button>
            : {problemText(problem, lang)}
          </li>
        ))}
      </ul>
      <div className="recovery-actions">
        <button type="button" className="primary" disabled={busy || text === saved.text} onClick={() => void save()}>
          {w.save}
        </button>
        {lastGood ? (
          <button type="button" disabled={busy} onClick={() => restoreLastGood(false)}>
            {w.restoreLastGood(whenLabel(lastGood.when, new Date(), false, lang))}
          </button>
        ) : (
          <p>{w.noLastGood}</p>
        )}
      </div>
      {notice?.kind === "confirmRestore" && (
        <div role="alertdialog" aria-label={w.dropTypedText} className="banner invalid">
          <p>{w.dropTypedText}</p>
          <button type="button" onClick={() => restoreLastGood(true)}>
            {w.restore}
          </button>
          <button type="button" onClick={() => setNotice(undefined)}>
            {w.keepEditing}
          </button>
        </div>
      )}
      {notice?.kind === "conflict" && (
        <div role="alert" className="banner conflict">
          <p>{w.changedOnDisk}</p>
          <button type="button" onClick={onFixed}>
            {w.reloadFile}
          </button>
        </div>
      )}
      {notice?.kind === "failed" && (
        <p role="alert" className="error">
          {notice.message}
        </p>
      )}
      <div className="recovery-text" ref={scroller}>
        <pre className="recovery-gutter" aria-hidden="true">
          {gutter}
        </pre>
        {problems.map((problem, i) => (
          <div key={i} className="recovery-mark" style={{ "--line": problem.line - 1 } as CSSProperties} />
        ))}
        <textarea
          ref={area}
          aria-label={w.manifestText}
          spellCheck={false}
          wrap="off"
          value={text}
          style={{ "--lines": lines } as CSSProperties}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
              event.preventDefault();
              if (!busy && text !== saved.text) void save();
            }
          }}
        />
      </div>
    </main>
  );
}
