import { useState } from "react";
import type { NavMenu } from "../../../src/generated/manifest";
import { useLang, useWords } from "../lang";
import { BilingualInputs } from "./bilingual-inputs";
import { pointer, useNav } from "./context";
import { ColumnBox } from "./column-box";
import { Group } from "./group";
import { PlaceProblems } from "./problems";
import { EditToggle, RemoveButton } from "./item-buttons";
import { insertItem, setAt, type ListAt } from "./tree-ops";
import { navigationWords } from "./words";

export const emptyColumn = () => ({ heading: { mn: "", en: "" }, links: [] });

/** Columns of links (a drop-down menu's or the footer's), which can be reordered and added to. */
export function Columns({ list, columns }: { list: ListAt; columns: NavMenu["columns"] }) {
  const t = useWords(navigationWords);
  const { nav, change } = useNav();
  const siblings = columns.map((_, c) => [...list, c, "links"]);
  return (
    <>
      {columns.map((column, c) => (
        <ColumnBox key={c} column={column} at={{ list, index: c }} siblings={siblings} />
      ))}
      <button type="button" className="nav-add-button" onClick={() => change(insertItem(nav, list, emptyColumn()))}>
        + {t.addColumn}
      </button>
    </>
  );
}

/** A drop-down menu of the header: its label, its columns. */
export function MenuGroup({ menu, index }: { menu: NavMenu; index: number }) {
  const { lang } = useLang();
  const t = useWords(navigationWords);
  const { nav, change } = useNav();
  const [editing, setEditing] = useState(!menu.label?.mn && !menu.label?.en);
  const list = ["header", "menus"];
  const here = pointer(list, index);
  const name = menu.label?.[lang] || t.untitled;
  const links = menu.columns.reduce((sum, c) => sum + c.links.length, 0);
  return (
    <Group
      name={name}
      other={menu.label?.[lang === "mn" ? "en" : "mn"]}
      summary={`${t.menu} · ${t.columns(menu.columns.length)} · ${t.links(links)}`}
      open={editing}
      editor={
        editing && (
          <BilingualInputs
            value={menu.label}
            labels={{ mn: t.menuLabelMn, en: t.menuLabelEn }}
            onChange={(which, text) =>
              change(setAt(nav, [...list, index, "label", which], text), `${here}/label/${which}`)
            }
          />
        )
      }
      actions={
        <>
          <EditToggle name={name} editing={editing} onToggle={() => setEditing(!editing)} />
          <RemoveButton name={name} at={{ list, index }} links={links} />
        </>
      }
    >
      <PlaceProblems exact={[here, `${here}/columns`]} under={[`${here}/label`]} />
      <Columns list={[...list, index, "columns"]} columns={menu.columns} />
    </Group>
  );
}
