import { useEffect, useRef, useState } from "react";
import { summarize } from "../../src/authoring/changes";
import { whenLabel, whenLabels } from "../../src/authoring/when";
import type { FormSchemas } from "../form-schemas.server";
import { api, type BackupEntry, type RestoreResult, type SiteManifest } from "./api";
import { ChangedFields } from "./changed-fields";
import { changeWords } from "./form/place-words";
import { InlineConfirm } from "./inline-confirm";
import { useLang, useWords } from "./lang";
import { errorText } from "./problem-text";
import { words } from "./words";

export interface HistoryPanelProps {
  /** The manifest being edited and its form schemas: a changed field is named as its form names it. */
  data: SiteManifest;
  schemas: FormSchemas;
  /** The file's version now: the list is read again whenever it changes (after a save, say). */
  version: string;
  /** Whether the editor holds edits not saved yet, which a restore drops: the confirmation says so. */
  unsaved: boolean;
  /** Called once a version is back in the file; the editor then reads its state again. */
  onRestored: (result: RestoreResult) => void;
  /** Called on Escape (once no restore is being asked about): the editor folds the panel away. */
  onClose: () => void;
}

/** The kept earlier versions of the manifest, each with what changed after it and a Restore button. */
export function HistoryPanel({ data, schemas, version, unsaved, onRestored, onClose }: HistoryPanelProps) {
  const w = useWords(words);
  const { lang } = useLang();
  const [backups, setBackups] = useState<BackupEntry[]>();
  const [asking, setAsking] = useState<string>();
  const [error, setError] = useState<unknown>();
  const panel = useRef<HTMLElement>(null);
  // Escape takes back a restore being asked about, the innermost thing open, or else folds the panel away.
  useEffect(() => {
    const element = panel.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      if (asking) setAsking(undefined);
      else onClose();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  }, [asking, onClose]);

  useEffect(() => {
    let current = true;
    api.history().then(
      (answer) => current && setBackups(answer.backups),
      (failure: unknown) => current && setError(failure),
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
      setError(failure);
    }
  };

  const whens = whenLabels(
    (backups ?? []).map((b) => b.when),
    new Date(),
    lang,
  );
  // A version restored, named as the list names it (with its seconds where two read alike), or,
  // when it is no longer kept, to the second.
  const labelOf = (when: string) => {
    const listed = (backups ?? []).findIndex((b) => b.when === when);
    return listed === -1 ? whenLabel(when, new Date(), true, lang) : whens[listed];
  };
  return (
    <section className="history" aria-labelledby="history-title" ref={panel}>
      <h2 id="history-title">{w.history}</h2>
      {error !== undefined && (
        <p role="alert" className="error">
          {errorText(error, lang)}
        </p>
      )}
      {backups === undefined ? (
        <p className="loading">…</p>
      ) : backups.length === 0 ? (
        <p>{w.noHistory}</p>
      ) : (
        <>
          <p className="history-note">{w.historyNote}</p>
          <ol>
            {backups.map((backup, i) => {
              const when = whens[i];
              const { pages } = backup.changes;
              const fields = backup.changes.fields.map((label, n) =>
                changeWords(schemas, data, backup.changes.places?.[n], label, lang, w),
              );
              return (
                <li key={backup.id}>
                  <time dateTime={backup.when}>{when}</time>
                  <details className="history-changes">
                    <summary>
                      {backup.restored && `${w.restoredVersion(labelOf(backup.restored))} · `}
                      {summarize({ pages, fields }, lang)}
                    </summary>
                    {!backup.readable && <p>{w.notAManifest}</p>}
                    {pages.length > 0 && (
                      <p>
                        {w.pages}:{" "}
                        {pages
                          .map((path) =>
                            backup.changes.added?.includes(path)
                              ? `${path} (${w.pageAdded})`
                              : backup.changes.removed?.includes(path)
                                ? `${path} (${w.pageRemoved})`
                                : path,
                          )
                          .join(", ")}
                      </p>
                    )}
                    {fields.length > 0 && (
                      <ChangedFields names={fields} places={backup.changes.places} facts={data.settings.facts} />
                    )}
                  </details>
                  <button type="button" aria-label={w.restoreVersion(when)} onClick={() => setAsking(backup.id)}>
                    {w.restore}
                  </button>
                  {asking === backup.id && (
                    // Open, Cancel has the focus; after a restore the focus goes back to the version's Restore.
                    <InlineConfirm
                      label={w.restoreVersion(when)}
                      question={`${w.confirmRestore(when)}${unsaved ? ` ${w.restoreDropsEdits}` : ""}`}
                      action={w.restore}
                      tone="primary"
                      onAction={(back) => void restore(backup.id).then(back)}
                      onCancel={() => setAsking(undefined)}
                    />
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
