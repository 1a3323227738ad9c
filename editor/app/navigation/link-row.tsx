import { useState, type KeyboardEvent } from "react";
import type { NavLink } from "../../../src/generated/manifest";
import { useLang, useWords } from "../lang";
import { BilingualInputs } from "./bilingual-inputs";
import { itemKey, pointer, useNav } from "./context";
import { useDragSource, useDropTarget } from "./drag";
import { PagePicker } from "../pickers/page-picker";
import { PlaceProblems } from "./problems";
import { EditToggle, RemoveButton } from "./item-buttons";
import { keyboardTarget, setAt, type ItemAt, type ListAt } from "./tree-ops";
import { navigationWords } from "./words";
import { todoMarker } from "../../../src/content/todo-marker";

/** A page's title in a language, unless it is still to write (a new page's "TODO: …"). */
export const writtenTitle = (title: { mn: string; en: string } | undefined, lang: "mn" | "en") =>
  title?.[lang] && !title[lang].startsWith(todoMarker) ? title[lang] : undefined;

/** What a visitor reads for the link: its own text, or its page's title; its path while the page has none. */
export function useLinkText(link: NavLink) {
  const { pages } = useNav();
  const title = pages.find((p) => p.path === link.path)?.title;
  return (lang: "mn" | "en") => link.label?.[lang] || writtenTitle(title, lang) || link.path;
}

/** One link: its text as visitors see it (the other language beside it), where it goes, and its controls. */
export function LinkRow({ link, at, siblings }: { link: NavLink; at: ItemAt; siblings: ListAt[] }) {
  const { lang } = useLang();
  const t = useWords(navigationWords);
  const { nav, pages, change, move, dropAt, focusLater } = useNav();
  const [editing, setEditing] = useState(false);
  const text = useLinkText(link);
  const name = text(lang);
  const other = text(lang === "mn" ? "en" : "mn");
  const drag = useDragSource("link", at, name);
  const drop = useDropTarget("link", at.list, at.index, true);
  const here = pointer(at.list, at.index);
  const up = keyboardTarget(nav, at, -1, siblings);
  const down = keyboardTarget(nav, at, 1, siblings);
  const moveBy = (target: ItemAt | undefined, control: string) => {
    if (!target) return;
    if (move(at, target, name)) {
      const index = target.list.join() === at.list.join() && target.index > at.index ? target.index - 1 : target.index;
      focusLater({ list: target.list, index }, control);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    e.preventDefault();
    moveBy(e.key === "ArrowUp" ? up : down, "drag");
  };
  const setLabel = (which: "mn" | "en", value: string) => {
    const label = { mn: link.label?.mn ?? "", en: link.label?.en ?? "", [which]: value };
    const next: NavLink = label.mn || label.en ? { ...link, label } : { path: link.path };
    change(setAt(nav, [...at.list, at.index], next), `${here}/label/${which}`);
  };
  const gap = dropAt && dropAt.list.join() === at.list.join() ? dropAt.index : -1;
  return (
    <li
      className={`nav-link${editing ? " editing" : ""}${gap === at.index ? " drop-before" : ""}${gap === at.index + 1 ? " drop-after" : ""}`}
      data-item={itemKey(at)}
      {...(editing ? {} : drag)}
      {...drop}
    >
      <div className="nav-row">
        <button
          type="button"
          className="nav-handle"
          data-control="drag"
          onKeyDown={onKeyDown}
          aria-label={t.drag(name)}
          title={t.keyboardHint}
        >
          ⠿
        </button>
        <span className="nav-text">
          <span className="nav-name">{name}</span>
          {other !== name && (
            <span className="nav-other" lang={lang === "mn" ? "en" : "mn"}>
              {other}
            </span>
          )}
          <span className="nav-path">{link.path}</span>
        </span>
        <span className="nav-actions">
          <EditToggle name={name} editing={editing} onToggle={() => setEditing(!editing)} onKeyDown={onKeyDown} />
          <button
            type="button"
            data-control="up"
            onKeyDown={onKeyDown}
            aria-label={t.moveUp(name)}
            disabled={!up}
            onClick={() => moveBy(up, "up")}
          >
            ↑
          </button>
          <button
            type="button"
            data-control="down"
            onKeyDown={onKeyDown}
            aria-label={t.moveDown(name)}
            disabled={!down}
            onClick={() => moveBy(down, "down")}
          >
            ↓
          </button>
          <RemoveButton name={name} at={at} />
        </span>
      </div>
      {editing && (
        <div className="nav-edit">
          <label className="nav-target">
            <span>{t.target}</span>
            <PagePicker
              value={link.path}
              pages={pages}
              onChange={(path) => path && change(setAt(nav, [...at.list, at.index, "path"], path), `${here}/path`)}
            />
          </label>
          <BilingualInputs
            value={link.label}
            labels={{ mn: t.labelMn, en: t.labelEn }}
            help={t.labelHelp}
            onChange={setLabel}
          />
          <button
            type="button"
            onClick={(e) => {
              // The focus goes back to the link's Edit button, which stays, not to the top of the page.
              e.currentTarget.closest("li")?.querySelector<HTMLElement>('[data-control="edit"]')?.focus();
              setEditing(false);
            }}
          >
            {t.done}
          </button>
        </div>
      )}
      <PlaceProblems under={[here]} />
    </li>
  );
}
