import { useState } from "react";
import type { Problem } from "./api";
import { printable } from "../../src/validate/printable";
import { words } from "./words";

// The pointer holds the author's keys as written: a key with a line break or a direction override
// is shown escaped, like the rest of the message.
const line = (p: Problem) => printable(`${p.where ?? ""}  ${p.pointer}  ${p.message}${p.hint ? ` (${p.hint})` : ""}`);

export function ConflictBanner({ onReload, onMerge }: { onReload: () => void; onMerge: () => void }) {
  return (
    <div role="alert" className="banner conflict">
      <p>{words.conflict}</p>
      <button type="button" onClick={onMerge}>
        {words.merge}
      </button>
      <button type="button" onClick={onReload}>
        {words.reload}
      </button>
    </div>
  );
}

export function KeptEditsBanner({
  at,
  onRestore,
  onDiscard,
}: {
  at: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div role="alert" className="banner kept">
      <p>
        {words.kept} ({new Date(at).toLocaleString()}).
      </p>
      <button type="button" className="primary" onClick={onRestore}>
        {words.keptRestore}
      </button>
      <button type="button" onClick={onDiscard}>
        {words.keptDiscard}
      </button>
    </div>
  );
}

export function MergeReport({ conflicts }: { conflicts: { pointer: string; theirs: unknown }[] }) {
  return (
    <div role="status" className="banner merged">
      <p>{words.merged}</p>
      {conflicts.length > 0 && (
        <ul>
          {conflicts.map((c) => (
            <li key={c.pointer}>
              {printable(c.pointer)}: {words.bothChanged} <code>{printable(JSON.stringify(c.theirs))}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ConfirmInvalid({
  problems,
  onConfirm,
  onCancel,
}: {
  problems: Problem[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="alertdialog" aria-label={words.invalid} className="banner invalid">
      <p>{words.invalid}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{line(p)}</li>
        ))}
      </ul>
      <button type="button" onClick={onConfirm}>
        {words.saveAnyway}
      </button>
      <button type="button" onClick={onCancel}>
        {words.keepEditing}
      </button>
    </div>
  );
}

export function NewPageDialog({
  templates,
  menus,
  error,
  onCreate,
  onCancel,
}: {
  templates: string[];
  menus: string[];
  error?: string;
  onCreate: (template: string, path: string, nav: string) => void;
  onCancel: () => void;
}) {
  const [template, setTemplate] = useState(templates[0]);
  const [path, setPath] = useState("/");
  const [nav, setNav] = useState("");
  return (
    <form
      role="dialog"
      aria-label={words.newPage}
      className="banner new-page"
      onSubmit={(e) => {
        e.preventDefault();
        onCreate(template, path, nav);
      }}
    >
      <label>
        {words.template}{" "}
        <select value={template} onChange={(e) => setTemplate(e.target.value)}>
          {templates.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label>
        {words.path} <input value={path} onChange={(e) => setPath(e.target.value)} />
      </label>
      <label>
        {words.menu}{" "}
        <select value={nav} onChange={(e) => setNav(e.target.value)}>
          <option value="">{words.noMenu}</option>
          {menus.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" className="primary">
        {words.create}
      </button>
      <button type="button" onClick={onCancel}>
        {words.cancel}
      </button>
    </form>
  );
}

export function ProblemList({ problems, onPick }: { problems: Problem[]; onPick: (p: Problem) => void }) {
  if (!problems.length) return null;
  const errors = problems.filter((p) => p.severity === "error");
  return (
    <details className="problems" open={errors.length > 0}>
      <summary>
        {words.problems}: {errors.length} · {words.warnings}: {problems.length - errors.length}
      </summary>
      <ul>
        {problems.map((p, i) => (
          <li key={i} className={p.severity}>
            <button type="button" onClick={() => onPick(p)}>
              {line(p)}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
