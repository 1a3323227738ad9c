import { useState, type ReactElement } from "react";
import type { ErrorSchema, ObjectFieldTemplateProps } from "@rjsf/utils";
import { useWords } from "../lang";
import { isBilingual, isNode, isStat, type Node } from "./labels";
import { messagesIn } from "./messages-in";
import { RequiredMark } from "./required-mark";
import { formWords } from "./words";

interface Section {
  key: string;
  title: string;
  help?: string;
  required: boolean;
  open: boolean;
  problems: boolean;
  fields: ReactElement[];
  /** How many of the fields are shown (the others are edited above the form). */
  count: number;
}

/** A field that is a section of its own: a list, or a group of fields other than a text. */
export function ownSection(schema: unknown): boolean {
  if (!isNode(schema)) return false;
  return (
    schema.type === "array" ||
    (isNode(schema.properties) && !isBilingual(schema)) ||
    isNode(schema.additionalProperties)
  );
}

/**
 * The sections most edited are open at first: the main details, what the page must have (its key
 * figures, a page's blocks, a visa's requirements) and any with a problem; optional extras (a top
 * picture, a share image) are closed until wanted.
 */
const openAtFirst = (schema: Node, required: boolean) =>
  required || isStat(schema.items) || (isNode(schema.items) && Array.isArray(schema.items.oneOf));

/**
 * The form's top level: a contents list that jumps to each section, then the sections, each a
 * disclosure. The single fields come first, as the main details.
 */
export function RootSections(props: ObjectFieldTemplateProps) {
  const w = useWords(formWords);
  const schema = props.schema as Node;
  const fields = isNode(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const errors = (props.errorSchema ?? {}) as Record<string, ErrorSchema>;
  // The single fields, wherever they are among the groups, make the first section.
  const main: Section = {
    key: "main",
    title: w.main,
    required: false,
    open: true,
    problems: false,
    fields: [],
    count: 0,
  };
  const sections: Section[] = [main];
  for (const p of props.properties) {
    const field = isNode(fields[p.name]) ? (fields[p.name] as Node) : {};
    if (p.hidden || !ownSection(field)) {
      main.fields.push(p.content);
      if (!p.hidden) main.count++;
      main.problems ||= messagesIn(errors[p.name]).length > 0;
      continue;
    }
    sections.push({
      key: p.name,
      title: typeof field.title === "string" ? field.title : p.name,
      help: typeof field.description === "string" ? field.description : undefined,
      required: required.has(p.name),
      open: openAtFirst(field, required.has(p.name)),
      problems: messagesIn(errors[p.name]).length > 0,
      fields: [p.content],
      count: 1,
    });
  }
  const shown = sections.filter((s) => s.count);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (s: Section) => open[s.key] ?? (s.open || s.problems);
  const anchor = (s: Section) => `section-${s.key}`;
  const jump = (s: Section) => {
    setOpen((o) => ({ ...o, [s.key]: true }));
    // Opened first, then scrolled to in the form's own scroll box (the editor's frame stays put);
    // on a phone, where the form scrolls with the page, the page scrolls to it, below the toolbar.
    requestAnimationFrame(() => {
      const section = document.getElementById(anchor(s));
      const box = section?.closest("main");
      if (!section || !box) return;
      if (box.scrollHeight > box.clientHeight)
        box.scrollTop += section.getBoundingClientRect().top - box.getBoundingClientRect().top;
      else {
        const bar = document.querySelector(".toolbar")?.getBoundingClientRect().height ?? 0;
        window.scrollBy(0, section.getBoundingClientRect().top - bar);
      }
      section.querySelector("summary")?.focus({ preventScroll: true });
    });
  };
  const anyRequired = sections.some((s) => s.required) || Object.keys(fields).some((k) => required.has(k));
  return (
    <div className="form-sections" id={props.fieldPathId.$id}>
      {props.title && <h1 className="form-title">{props.title}</h1>}
      {props.description && <p className="description">{props.description}</p>}
      {shown.length > 1 && (
        <nav className="form-contents" aria-label={w.contents}>
          <ul>
            {shown.map((s) => (
              <li key={s.key}>
                <a
                  href={`#${anchor(s)}`}
                  className={s.problems ? "has-problems" : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    jump(s);
                  }}
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {anyRequired && <p className="required-note">{w.requiredNote}</p>}
      {!main.count && main.fields}
      {shown.map((s) => (
        <details
          key={s.key}
          id={anchor(s)}
          className="form-section"
          open={isOpen(s)}
          onToggle={(e) => {
            const now = e.currentTarget.open;
            if (now !== isOpen(s)) setOpen((o) => ({ ...o, [s.key]: now }));
          }}
        >
          <summary>
            <span className="section-title">{s.title}</span>
            {s.required && <RequiredMark />}
            {s.problems && (
              <span className="badge" role="img" aria-label={w.hasProblems} title={w.hasProblems}>
                !
              </span>
            )}
          </summary>
          {s.help && <p className="description">{s.help}</p>}
          {s.fields}
        </details>
      ))}
    </div>
  );
}
