import { useEffect, useState } from "react";
import { summarize } from "../../src/authoring/changes";
import { whenLabels } from "../../src/authoring/when";
import { api, type BackupEntry, type RestoreResult } from "./api";
import { words } from "./words";

export interface HistoryPanelProps {
  /** The file's version now: the list is read again whenever it changes (after a save, say). */
  version: string;
  /** Whether the editor holds edits not saved yet, which a restore drops: the confirmation says so. */
  unsaved: boolean;
  /** Called once a version is back in the file; the editor then reads its state again. */
  onRestored: (result: RestoreResult) => void;
}

/** The kept earlier versions of the manifest, each with what changed after it and a Restore button. */
export function HistoryPanel({ version, unsaved, onRestored }: HistoryPanelProps) {
  const [backups, setBackups] = useState<BackupEntry[]>();
  const [asking, setAsking] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    api.history().then(
      (answer) => current && setBackups(answer.backups),
      (failure: Error) => current && setError(failure.message),
    );
    return () => void (current = false);
  }, [version]);

  const restore = async (id: string) => {
    try {
      const result = await api.restore(id);
      setAsking(undefined);
      setBackups((await api.history()).backups);
      onRestored(result);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const whens = whenLabels((backups ?? []).map((b) => b.when));
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">{words.history}</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {backups === undefined ? (
        <p className="loading">…</p>
      ) : backups.length === 0 ? (
        <p>{words.noHistory}</p>
      ) : (
        <>
          <p className="history-note">{words.historyNote}</p>
          <ol>
            {backups.map((backup, i) => {
              const when = whens[i];
              const { pages, fields } = backup.changes;
              return (
                <li key={backup.id}>
                  <time dateTime={backup.when}>{when}</time>
                  <details className="history-changes">
                    <summary>{summarize(backup.changes)}</summary>
                    {!backup.readable && <p>{words.notAManifest}</p>}
                    {pages.length > 0 && (
                      <p>
                        {words.pages}: {pages.join(", ")}
                      </p>
                    )}
                    {fields.length > 0 && (
                      <ul>
                        {fields.map((field, i) => (
                          <li key={i}>{field}</li>
                        ))}
                      </ul>
                    )}
                  </details>
                  <button type="button" aria-label={words.restoreVersion(when)} onClick={() => setAsking(backup.id)}>
                    {words.restore}
                  </button>
                  {asking === backup.id && (
                    <div role="alertdialog" aria-label={words.restoreVersion(when)} className="history-confirm">
                      <p>
                        {words.confirmRestore(when)} {unsaved && words.restoreDropsEdits}
                      </p>
                      <button type="button" className="primary" onClick={() => void restore(backup.id)}>
                        {words.restore}
                      </button>
                      <button type="button" onClick={() => setAsking(undefined)}>
                        {words.cancel}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
