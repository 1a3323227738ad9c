import { useState, type ReactNode } from "react";
import { useLang, useWords } from "../lang";
import { navigationWords } from "./words";

interface Props {
  /** The group's name in the interface language: as visitors see it, or the editor's name for it. */
  name: string;
  /** Its name in the other language, beside it. */
  other?: string;
  summary: string;
  /** Controls beside the name (edit, remove). */
  actions?: ReactNode;
  /** Shown under the name whether the group is open or not (its name's text boxes). */
  editor?: ReactNode;
  children: ReactNode;
  open?: boolean;
}

/** A menu of the navigation, collapsed to its name and size until the author opens it. */
export function Group({ name, other, summary, actions, editor, children, open: initiallyOpen = false }: Props) {
  const { lang } = useLang();
  const t = useWords(navigationWords);
  const [open, setOpen] = useState(initiallyOpen);
  const shown = name || t.untitled;
  return (
    <section className={`nav-group${open ? " open" : ""}`} aria-label={shown}>
      <div className="nav-group-head">
        <button type="button" className="nav-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span className="nav-chevron" aria-hidden="true">
            {open ? "▾" : "▸"}
          </span>
          <span className="nav-name">{shown}</span>
          {other && other !== shown && (
            <span className="nav-other" lang={lang === "mn" ? "en" : "mn"}>
              {other}
            </span>
          )}
          <span className="nav-summary">{summary}</span>
        </button>
        {actions && <span className="nav-actions">{actions}</span>}
      </div>
      {editor}
      {open && <div className="nav-group-body">{children}</div>}
    </section>
  );
}
