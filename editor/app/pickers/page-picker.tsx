import { useEffect, useId, useRef, useState } from "react";
import { useLang, useWords } from "../lang";
import { pageCaption, searchPages, shownPages, type PageOption } from "./pages";
import { pendingAttribute } from "../use-safety";
import { pickerWords } from "./words";
import "./pickers.css";

interface Props {
  id?: string;
  /** The field's name, for screen readers, when no <label> names the box. */
  label?: string;
  value: string;
  pages: PageOption[];
  /** Also take what is typed as it is: a web address (https://…, mailto:…) or a path. */
  free?: boolean;
  required?: boolean;
  describedBy?: string;
  placeholder?: string;
  /** Takes the focus when drawn (opened by the author's click). */
  focusFirst?: boolean;
  onChange: (value: string | undefined) => void;
}

/**
 * A page picked by its title or path as the author types ("Австрали — /destinations/australia"):
 * a combobox with its list of matching pages, by mouse or arrow keys and Enter.
 */
export function PagePicker(props: Props) {
  const { id, label, value, pages, free, required, describedBy, placeholder, focusFirst, onChange } = props;
  const { lang } = useLang();
  const t = useWords(pickerWords);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) input.current?.focus();
  }, [focusFirst]);
  // What the author is typing; null while the box shows the chosen page.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const current = pages.find((p) => p.path === value);
  const caption = current ? pageCaption(current, lang) : value;
  const open = typed !== null;
  const found = open ? searchPages(pages, typed).slice(0, shownPages) : [];
  const choose = (page: PageOption) => {
    onChange(page.path);
    setTyped(null);
  };
  const settle = () => {
    if (typed === null) return;
    const text = typed.trim();
    const exact = pages.find((p) => p.path === text || pageCaption(p, lang) === text);
    if (exact) onChange(exact.path);
    else if (free && text !== caption) onChange(text || undefined);
    setTyped(null);
  };
  return (
    <span className="page-picker">
      <input
        id={id}
        role="combobox"
        aria-label={label}
        aria-expanded={open && found.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && found[active] ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-required={required}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        ref={input}
        value={typed ?? caption}
        {...(typed !== null && typed.trim() !== (caption ?? "") && { [pendingAttribute]: "" })}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setTyped(e.target.value);
          setActive(0);
        }}
        onBlur={settle}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            if (!open) return setTyped("");
            const by = e.key === "ArrowDown" ? 1 : -1;
            setActive((a) => Math.max(0, Math.min(found.length - 1, a + by)));
          } else if (e.key === "Enter" && open) {
            e.preventDefault();
            if (found[active] && !(free && /^[a-z]+:/i.test(typed.trim()))) choose(found[active]);
            else settle();
          } else if (e.key === "Escape" && open) {
            e.preventDefault();
            e.stopPropagation();
            setTyped(null);
          }
        }}
      />
      {open && (
        <ul role="listbox" id={listId} className="page-picker-list" aria-label={label}>
          {found.map((page, i) => (
            <li
              key={page.path}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Chosen before the box loses focus, so the blur does not take the typed text instead.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(page);
              }}
              onMouseMove={() => setActive(i)}
            >
              {page.title?.[lang] ? (
                <>
                  <span className="page-title">{page.title[lang]}</span>{" "}
                  <span className="page-path">— {page.path}</span>
                </>
              ) : (
                <span className="page-path">{page.path}</span>
              )}
            </li>
          ))}
          {!found.length && !free && <li className="page-picker-none">{t.noPage}</li>}
        </ul>
      )}
    </span>
  );
}
