import { useEffect, useId, useMemo, useRef, useState } from "react";
import { changesBetween, summarize } from "../../src/authoring/changes";
import type { FormSchemas } from "../form-schemas.server";
import type { MenuName, Problem, SiteManifest } from "./api";
import { ChangedFields } from "./changed-fields";
import { changeWords } from "./form/place-words";
import { InlineConfirm } from "./inline-confirm";
import { pageToShow, type KeptEdits } from "./kept-edits";
import { MenuOptions } from "./navigation/menu-options";
import { printable } from "../../src/validate/printable";
import { whenLabel } from "../../src/authoring/when";
import { autofocus, useInlineDialog } from "./inline-dialog";
import { useLang, useWords } from "./lang";
import { problemPlace, problemText } from "./problem-text";
import { words, type Words } from "./words";

/** A template by the name an author knows it by, and its id. */
export interface TemplateChoice {
  id: string;
  label: string;
  /** Where the template's pages live ("/services/"), which a new page's path starts from. */
  folder: string;
}

/** Where a problem is, in words: a page's path or a section, with its field (and item) when known. */
export type PlaceOf = (problem: Problem) => string;

/** A problem on one line: where it is (set apart), what is wrong and what to do. */
export function ProblemLine({ problem, w, place }: { problem: Problem; w: Words; place?: PlaceOf }) {
  const { lang } = useLang();
  return (
    <>
      <span className="problem-place">{place?.(problem) || problemPlace(problem, w)}</span>:{" "}
      {problemText(problem, lang)}
    </>
  );
}

export function ConflictBanner({ onReload, onMerge }: { onReload: () => void; onMerge: () => void }) {
  const w = useWords(words);
  return (
    <div role="alert" className="banner conflict">
      <p>{w.conflict}</p>
      <button type="button" onClick={onMerge}>
        {w.merge}
      </button>
      <button type="button" onClick={onReload}>
        {w.reload}
      </button>
    </div>
  );
}

/**
 * Edits a closed tab left unsaved, offered back: when they were kept, which pages and fields they
 * change, and whether to bring them back. Discarding them asks first, in place: they cannot be
 * brought back once gone (Escape or Cancel keep them, and the focus goes back to Discard).
 */
export function KeptEditsBanner({
  edits,
  more,
  schemas,
  onRestore,
  onDiscard,
}: {
  edits: KeptEdits;
  /** How many other closed pages left edits, offered once these are brought back or discarded. */
  more: number;
  schemas: FormSchemas;
  /** Brings them back; `firstPage`: the path of the page to show (pageToShow). */
  onRestore: (firstPage?: string) => void;
  onDiscard: () => void;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const [asking, setAsking] = useState(false);
  const changes = useMemo(() => changesBetween(edits.base, edits.data), [edits]);
  const data = edits.data as SiteManifest;
  const fields = changes.fields.map((label, n) => changeWords(schemas, data, changes.places?.[n], label, lang, w));
  return (
    <div role="alert" className="banner kept">
      <p>
        {w.kept(whenLabel(edits.at, new Date(), false, lang))}{" "}
        <span className="kept-summary">{summarize({ pages: changes.pages, fields }, lang)}</span>
        {more > 0 && <> {w.keptMore(more)}</>}
      </p>
      {fields.length > 0 && (
        <details className="kept-changes">
          <summary>{w.keptWhat}</summary>
          <ChangedFields names={fields} places={changes.places} facts={data.settings?.facts} />
        </details>
      )}
      <button type="button" className="primary" onClick={() => onRestore(pageToShow(changes))}>
        {w.keptRestore}
      </button>
      <button type="button" id={keptDiscardId} onClick={() => setAsking(true)}>
        {w.keptDiscard}
      </button>
      {asking && (
        <InlineConfirm
          label={w.keptDiscard}
          question={w.keptDiscardAsk}
          action={w.keptDiscardYes}
          onAction={onDiscard}
          onCancel={() => setAsking(false)}
          fallback={keptDiscardId}
        />
      )}
    </div>
  );
}

const keptDiscardId = "kept-discard";

export function MergeReport({
  conflicts,
  kept,
  more = 0,
  place,
  onDismiss,
}: {
  conflicts: { pointer: string; theirs: unknown }[];
  /** The edits merged are those an earlier visit left: said as brought back, not as merged. */
  kept?: boolean;
  /** How many other closed pages left edits, offered once this report is closed. */
  more?: number;
  /** Where a pointer is, as the author knows it. */
  place: (pointer: string) => string;
  /** Closes the report once read. */
  onDismiss: () => void;
}) {
  const w = useWords(words);
  // The button that brought the edits back or merged them went with its banner: the focus, lost
  // with it, comes to this report, whose words a screen reader then reads.
  const dismiss = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) dismiss.current?.focus();
  }, []);
  return (
    <div role="status" className="banner merged">
      <p>
        {kept ? w.keptBack : w.merged}
        {more > 0 && <> {w.keptNext(more)}</>}
      </p>
      {conflicts.length > 0 && (
        <ul>
          {conflicts.map((c) => (
            <li key={c.pointer}>
              {place(c.pointer)}: {w.bothChanged} <code>{printable(JSON.stringify(c.theirs))}</code>
            </li>
          ))}
        </ul>
      )}
      <button type="button" ref={dismiss} onClick={onDismiss}>
        {w.dismiss}
      </button>
    </div>
  );
}

/** The id of the editor's Save button. */
export const saveButtonId = "save";

export function ConfirmInvalid({
  problems,
  place,
  onConfirm,
  onCancel,
}: {
  problems: Problem[];
  place?: PlaceOf;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const w = useWords(words);
  const { ref, cancel, back } = useInlineDialog<HTMLDivElement>(onCancel, { fallback: saveButtonId });
  return (
    <div ref={ref} role="alertdialog" aria-label={w.invalid} className="banner invalid">
      <p>{w.invalid}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <ProblemLine problem={p} w={w} place={place} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          back();
          onConfirm();
        }}
      >
        {w.saveAnyway}
      </button>
      <button type="button" onClick={cancel} {...{ [autofocus]: "" }}>
        {w.keepEditing}
      </button>
    </div>
  );
}

export function NewPageDialog({
  templates,
  menus,
  error,
  problemOf,
  onCreate,
  onCancel,
}: {
  templates: TemplateChoice[];
  menus: MenuName[];
  error?: string;
  /** Why a page of the template cannot take the path, in the interface language; undefined when it can. */
  problemOf: (template: string, path: string) => string | undefined;
  onCreate: (template: string, path: string, nav: string) => void;
  onCancel: () => void;
}) {
  const w = useWords(words);
  const [template, setTemplate] = useState(templates[0]?.id);
  const folderOf = (id: string | undefined) => templates.find((t) => t.id === id)?.folder ?? "/";
  const [path, setPath] = useState(folderOf(template));
  const [nav, setNav] = useState("");
  // Said under the box as it is typed, once the author has typed past the template's folder; a
  // refusal of Create (the folder alone, say) is said there too, and the box takes the focus.
  const problem = path !== folderOf(template) ? problemOf(template, path) : undefined;
  const said = problem ?? error;
  const pathBox = useRef<HTMLInputElement>(null);
  const saidId = useId();
  useEffect(() => {
    if (error) pathBox.current?.focus();
  }, [error]);
  // The form opens where the author is: its first choice has the focus, Esc closes it, and the
  // button that opened it gets the focus back when it closes unused.
  const { ref: form, cancel } = useInlineDialog<HTMLFormElement>(onCancel);
  return (
    <form
      ref={form}
      role="dialog"
      aria-label={w.newPage}
      className="banner new-page"
      onSubmit={(e) => {
        e.preventDefault();
        if (problem) return pathBox.current?.focus();
        onCreate(template, path, nav);
      }}
    >
      <label>
        {w.template}{" "}
        <select
          value={template}
          onChange={(e) => {
            // A path not yet changed from the last template's folder follows the new one's.
            if (path === folderOf(template)) setPath(folderOf(e.target.value));
            setTemplate(e.target.value);
          }}
        >
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {w.newPath}{" "}
        <input
          ref={pathBox}
          value={path}
          spellCheck={false}
          aria-invalid={said ? true : undefined}
          aria-describedby={said ? saidId : undefined}
          onChange={(e) => setPath(e.target.value)}
        />
      </label>
      <label>
        {w.menu}{" "}
        <select value={nav} onChange={(e) => setNav(e.target.value)}>
          <option value="">{w.noMenu}</option>
          <MenuOptions menus={menus} />
        </select>
      </label>
      {said && (
        <p id={saidId} role={problem ? undefined : "alert"} className="error">
          {said}
        </p>
      )}
      <button type="submit" className="primary">
        {w.create}
      </button>
      <button type="button" onClick={cancel}>
        {w.cancel}
      </button>
    </form>
  );
}

export function ProblemList({
  problems,
  place,
  onPick,
}: {
  problems: Problem[];
  place?: PlaceOf;
  onPick: (p: Problem) => void;
}) {
  const w = useWords(words);
  if (!problems.length) return null;
  const errors = problems.filter((p) => p.severity === "error");
  return (
    <details className="problems" open={errors.length > 0}>
      <summary>
        {w.problems}: {errors.length} · {w.warnings}: {problems.length - errors.length}
      </summary>
      <ul>
        {problems.map((p, i) => (
          <li key={i} className={p.severity}>
            <button type="button" onClick={() => onPick(p)}>
              <ProblemLine problem={p} w={w} place={place} />
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
