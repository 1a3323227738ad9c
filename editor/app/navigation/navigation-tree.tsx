import { useEffect, useRef, useState } from "react";
import type { Navigation } from "../../../src/generated/manifest";
import type { Problem } from "../api";
import { useLang, useWords } from "../lang";
import { itemKey, NavTreeContext, type Dragged, type NavContext } from "./context";
import { Group } from "./group";
import { LinkList } from "./link-list";
import { Columns, emptyColumn, MenuGroup } from "./menu-group";
import type { PageOption } from "../pickers/pages";
import { PlaceProblems } from "./problems";
import { getAt, insertItem, moveItem, sameList, type ItemAt, type ListAt } from "./tree-ops";
import { navigationWords } from "./words";
import "./navigation.css";

interface Props {
  value: Navigation;
  pages: PageOption[];
  problems: Problem[];
  onChange: (next: Navigation, place?: string) => void;
}

/** The Navigation screen: the header's links and drop-down menus and the footer's columns, as a tree. */
export function NavigationTree({ value, pages, problems, onChange }: Props) {
  const { lang } = useLang();
  const t = useWords(navigationWords);
  const [message, setMessage] = useState("");
  const draggedRef = useRef<Dragged | undefined>(undefined);
  const [dropAt, setDropAt] = useState<ItemAt>();
  const focusNext = useRef<{ key: string; control: string }>(undefined);
  useEffect(() => {
    if (!focusNext.current) return;
    const { key, control } = focusNext.current;
    focusNext.current = undefined;
    const item = document.querySelector(`[data-item="${CSS.escape(key)}"]`);
    const target = item?.querySelector<HTMLElement>(`[data-control="${control}"]:not(:disabled)`);
    (target ?? item?.querySelector<HTMLElement>('[data-control="drag"]'))?.focus();
  });
  const { header, footer } = value;

  /** The name of a list, as the author reads it: a column's heading, a menu's label. */
  const listName = (list: ListAt): string => {
    if (sameList(list, ["header", "links"])) return t.headerLinks;
    if (sameList(list, ["footer", "legal"])) return t.legal;
    if (sameList(list, ["footer", "columns"])) return t.footer;
    const owner = getAt(value, list.slice(0, -1)) as {
      heading?: { mn: string; en: string };
      label?: { mn: string; en: string };
    };
    return (owner?.heading ?? owner?.label)?.[lang] || t.untitled;
  };

  const context: NavContext = {
    nav: value,
    pages,
    problems,
    change: onChange,
    announce: setMessage,
    draggedRef,
    dropAt,
    setDropAt,
    focusLater: (at, control) => void (focusNext.current = { key: itemKey(at), control }),
    move: (from, to, name) => {
      const next = moveItem(value, from, to);
      if (next === value) return false;
      onChange(next);
      const index = sameList(from.list, to.list) && to.index > from.index ? to.index - 1 : to.index;
      const count = (getAt(next, to.list) as unknown[]).length;
      setMessage(t.moved(name, index + 1, count, listName(to.list)));
      return true;
    },
  };
  const total = (columns: { links: unknown[] }[]) => columns.reduce((sum, c) => sum + c.links.length, 0);
  const legal = footer.legal ?? [];
  return (
    <NavTreeContext.Provider value={context}>
      <div className="nav-tree">
        <h2>{t.navigation}</h2>
        <p className="nav-intro">{t.intro}</p>
        <Group name={t.headerLinks} summary={t.links(header.links.length)}>
          <PlaceProblems exact={["/navigation/header/links"]} />
          <LinkList
            list={["header", "links"]}
            links={header.links}
            name={t.headerLinks}
            siblings={[["header", "links"]]}
          />
        </Group>
        {header.menus.map((menu, m) => (
          <MenuGroup key={m} menu={menu} index={m} />
        ))}
        <button
          type="button"
          className="nav-add-button"
          onClick={() =>
            onChange(insertItem(value, ["header", "menus"], { label: { mn: "", en: "" }, columns: [emptyColumn()] }))
          }
        >
          + {t.addMenu}
        </button>
        <Group name={t.footer} summary={`${t.columns(footer.columns.length)} · ${t.links(total(footer.columns))}`}>
          <PlaceProblems exact={["/navigation/footer/columns"]} />
          <Columns list={["footer", "columns"]} columns={footer.columns} />
        </Group>
        <Group name={t.legal} summary={t.links(legal.length)}>
          <LinkList list={["footer", "legal"]} links={legal} name={t.legal} siblings={[["footer", "legal"]]} />
        </Group>
        <p role="status" aria-live="polite" className="visually-hidden">
          {message}
        </p>
      </div>
    </NavTreeContext.Provider>
  );
}
