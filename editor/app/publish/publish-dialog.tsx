import { useEffect, useRef, useState } from "react";
import type { Problem } from "../api";
import { ProblemLine, type PlaceOf } from "../dialogs";
import { useWords } from "../lang";
import { words } from "../words";
import type { PublishEvent, PublishStage } from "../../publish.server";
import { publishWords, type PublishWords } from "./words";
import "./publish.css";

interface Info {
  command?: string;
  git: boolean;
}

/** What the dialog shows of a publication so far. */
interface Run {
  stage: PublishStage;
  progress: number;
  events: PublishEvent[];
  done?: boolean;
  ok?: boolean;
}

/** Asks the editor's server to publish; each step arrives as a line of JSON while it happens. */
async function startPublishing(message: string | undefined, onEvent: (event: PublishEvent) => void) {
  const response = await fetch("/api/publish", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  if (response.status === 409) throw new Error("busy");
  if (!response.ok || !response.body) throw new Error("lost");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const lines = (rest + value).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as PublishEvent);
  }
}

interface Props {
  /** Whether there are unsaved changes: they are saved first. */
  changed: boolean;
  /**
   * Saves the changes; resolves false when they could not be saved: `refused` is given the problems
   * that keep them from being saved (they would keep the site from being built too), else the
   * editor says why.
   */
  save: (refused: (problems: Problem[]) => void) => Promise<boolean>;
  /** Goes to the field of a problem. */
  onPick: (problem: Problem) => void;
  /** A problem's page and field, as the problems bar names them. */
  place?: PlaceOf;
  onClose: () => void;
}

/**
 * The Publish dialog: saves what is unsaved, builds the site with a progress bar that follows the
 * build's steps, reports problems in plain words, runs the upload the settings name and, when the
 * site is in a history (git), records the version with the author's words.
 */
export function PublishDialog({ changed, save, onPick, place, onClose }: Props) {
  const w = useWords(publishWords);
  const dialog = useRef<HTMLDialogElement>(null);
  const [info, setInfo] = useState<Info>();
  const [record, setRecord] = useState(false);
  const [message, setMessage] = useState("");
  const [missingMessage, setMissingMessage] = useState(false);
  const [run, setRun] = useState<Run>();
  const [failure, setFailure] = useState<"busy" | "lost" | "notSaved" | "saving">();
  const running = failure === "saving" || (run !== undefined && !run.done);

  useEffect(() => {
    dialog.current?.showModal();
    void fetch("/api/publish-info")
      .then((r) => r.json() as Promise<Info>)
      .then(setInfo)
      .catch(() => setFailure("lost"));
  }, []);

  async function start() {
    if (record && !message.trim()) return setMissingMessage(true);
    setMissingMessage(false);
    setRun(undefined);
    if (changed) {
      setFailure("saving");
      let problems: Problem[] | undefined;
      if (!(await save((found) => (problems = found)))) {
        if (!problems) return setFailure("notSaved");
        // Listed as the build lists them, each leading to its field: nothing was saved or published.
        setFailure(undefined);
        return setRun({ stage: "check", progress: 0, events: [{ kind: "problems", problems }], done: true, ok: false });
      }
    }
    setFailure(undefined);
    setRun({ stage: "check", progress: 0, events: [] });
    try {
      await startPublishing(record ? message.trim() : undefined, (event) =>
        setRun((r) => {
          const current = r ?? { stage: "check" as const, progress: 0, events: [] };
          if (event.kind === "stage") return { ...current, stage: event.stage, progress: event.progress };
          if (event.kind === "done") return { ...current, done: true, ok: event.ok };
          return { ...current, events: [...current.events, event] };
        }),
      );
    } catch (error) {
      setRun(undefined);
      setFailure((error as Error).message === "busy" ? "busy" : "lost");
    }
  }

  const output = run?.events.flatMap((e) => (e.kind === "output" ? [e.text] : [])) ?? [];
  return (
    <dialog
      ref={dialog}
      className="publish-dialog"
      aria-labelledby="publish-title"
      // Esc does not stop a publication half way: the dialog closes once it has ended.
      onCancel={(event) => {
        if (running) event.preventDefault();
      }}
      onClose={onClose}
    >
      <h2 id="publish-title">{w.title}</h2>
      {info && <p>{info.command ? w.withUpload : w.withoutUpload}</p>}
      {changed && !run && <p>{w.unsavedFirst}</p>}
      {info?.git && (
        <fieldset className="publish-record" disabled={running}>
          <label>
            <input type="checkbox" checked={record} onChange={(e) => setRecord(e.target.checked)} />
            {w.record}
          </label>
          {record && (
            <label className="publish-message">
              {w.recordMessage}
              <input
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                aria-invalid={missingMessage || undefined}
                aria-describedby={missingMessage ? "publish-message-missing" : undefined}
              />
            </label>
          )}
          {missingMessage && (
            <p id="publish-message-missing" role="alert" className="publish-error">
              {w.recordMessageMissing}
            </p>
          )}
        </fieldset>
      )}
      {failure === "saving" && <p role="status">{w.saving}</p>}
      {failure && failure !== "saving" && (
        <p role="alert" className="publish-error">
          {w[failure]}
        </p>
      )}
      {run && (
        <div className="publish-run">
          {run.done && !run.ok ? (
            // Stopped: what happened, not a step still under way.
            <p role="status">{w.stopped}</p>
          ) : (
            <>
              <progress max={1} value={run.progress} aria-label={w.progress} aria-valuetext={w.stages[run.stage]} />
              <p role="status">{w.stages[run.stage]}</p>
            </>
          )}
          <ul className="publish-results">
            {run.events.map((event, i) => (
              <Result
                key={i}
                event={event}
                w={w}
                place={place}
                onPick={(problem) => {
                  dialog.current?.close();
                  onPick(problem);
                }}
              />
            ))}
          </ul>
          {output.length > 0 && (
            <details>
              <summary>{w.details}</summary>
              <pre lang="en">{output.join("\n")}</pre>
            </details>
          )}
        </div>
      )}
      <div className="publish-buttons">
        <button type="button" onClick={() => dialog.current?.close()} disabled={running}>
          {w.close}
        </button>
        <button type="button" className="primary" onClick={() => void start()} disabled={running || !info}>
          {w.start}
        </button>
      </div>
    </dialog>
  );
}

/** One outcome of a publication, in plain words. */
function Result({
  event,
  w,
  place,
  onPick,
}: {
  event: PublishEvent;
  w: PublishWords;
  place?: PlaceOf;
  onPick: (problem: Problem) => void;
}) {
  const editorWords = useWords(words);
  switch (event.kind) {
    case "problems":
      return (
        <li className="publish-error">
          {w.problems}
          <ul>
            {event.problems.map((problem, i) => (
              <li key={i}>
                <button type="button" className="link" onClick={() => onPick(problem)}>
                  <ProblemLine problem={problem} w={editorWords} place={place} />
                </button>
              </li>
            ))}
          </ul>
        </li>
      );
    case "build-failed":
      return <Failure said={w.buildFailed} detail={event.detail} w={w} />;
    case "built":
      return <li>{w.built(event.pages, event.drafts)}</li>;
    case "uploaded":
      return event.ok ? (
        <li className="publish-done">{w.uploaded}</li>
      ) : (
        <li className="publish-error">{w.uploadFailed(event.code)}</li>
      );
    case "no-upload":
      return <li className="publish-done">{w.noUpload}</li>;
    case "recorded":
      return <li>{w.recorded}</li>;
    case "nothing-to-record":
      return <li>{w.nothingToRecord}</li>;
    case "record-failed":
      return <Failure said={w.recordFailed} detail={event.detail} w={w} />;
    default:
      return null;
  }
}

/** A step that failed: what it means in plain words, and the program's own report under Details. */
function Failure({ said, detail, w }: { said: string; detail: string; w: PublishWords }) {
  return (
    <li className="publish-error">
      {said}
      <details>
        <summary>{w.details}</summary>
        <pre lang="en">{detail}</pre>
      </details>
    </li>
  );
}
