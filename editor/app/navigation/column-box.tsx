import { useState } from "react";
import type { NavColumn } from "../../../src/generated/manifest";
import { useLang, useWords } from "../lang";
import { BilingualInputs } from "./bilingual-inputs";
import { itemKey, pointer, useNav } from "./context";
import { useDragSource, useDropTarget } from "./drag";
import { LinkList } from "./link-list";
import { PlaceProblems } from "./problems";
import { EditToggle, RemoveButton } from "./item-buttons";
import { setAt, type ItemAt, type ListAt } from "./tree-ops";
import { navigationWords } from "./words";

/** A column of a menu or of the footer: its heading, its links, and its place among its menu's columns. */
export function ColumnBox({ column, at, siblings }: { column: NavColumn; at: ItemAt; siblings: ListAt[] }) {
  const { lang } = useLang();
  const t = useWords(navigationWords);
  const { nav, change, move, dropAt, focusLater } = useNav();
  const [editing, setEditing] = useState(!column.heading?.mn && !column.heading?.en);
  const name = column.heading?.[lang] || t.untitled;
  const other = column.heading?.[lang === "mn" ? "en" : "mn"];
  const drag = useDragSource("column", at, name);
  const drop = useDropTarget("column", at.list, at.index, true);
  const count = siblings.length;
  const here = pointer(at.list, at.index);
  const moveBy = (by: -1 | 1) => {
    const index = by === -1 ? at.index - 1 : at.index + 2;
    if (move(at, { list: at.list, index }, name))
      focusLater({ list: at.list, index: at.index + by }, by === -1 ? "up" : "down");
  };
  const gap = dropAt && dropAt.list.join() === at.list.join() ? dropAt.index : -1;
  return (
    <section
      className={`nav-column${gap === at.index ? " drop-before" : ""}${gap === at.index + 1 ? " drop-after" : ""}`}
      data-item={itemKey(at)}
      aria-label={name}
      {...drop}
    >
      <header className="nav-column-head" {...drag}>
        <button
          type="button"
          className="nav-handle"
          data-control="drag"
          aria-label={t.drag(name)}
          title={t.keyboardHint}
          onKeyDown={(e) => {
            if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
            e.preventDefault();
            const by = e.key === "ArrowUp" ? -1 : 1;
            if (at.index + by < 0 || at.index + by >= count) return;
            const index = by === -1 ? at.index - 1 : at.index + 2;
            if (move(at, { list: at.list, index }, name)) focusLater({ list: at.list, index: at.index + by }, "drag");
          }}
        >
          ⠿
        </button>
        <h4 className="nav-text">
          <span className="nav-name">{name}</span>
          {other && other !== name && (
            <span className="nav-other" lang={lang === "mn" ? "en" : "mn"}>
              {other}
            </span>
          )}
        </h4>
        <span className="nav-actions">
          <EditToggle name={name} editing={editing} onToggle={() => setEditing(!editing)} />
          <button
            type="button"
            data-control="up"
            aria-label={t.moveUp(name)}
            disabled={at.index === 0}
            onClick={() => moveBy(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            data-control="down"
            aria-label={t.moveDown(name)}
            disabled={at.index === count - 1}
            onClick={() => moveBy(1)}
          >
            ↓
          </button>
          <RemoveButton name={name} at={at} links={column.links.length} />
        </span>
      </header>
      {editing && (
        <BilingualInputs
          value={column.heading}
          labels={{ mn: t.headingMn, en: t.headingEn }}
          onChange={(which, text) =>
            change(setAt(nav, [...at.list, at.index, "heading", which], text), `${here}/heading/${which}`)
          }
        />
      )}
      <PlaceProblems exact={[here, `${here}/links`]} under={[`${here}/heading`]} />
      <LinkList list={[...at.list, at.index, "links"]} links={column.links} name={name} siblings={siblings} />
    </section>
  );
}
