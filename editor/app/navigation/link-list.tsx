import { useState } from "react";
import type { NavLink } from "../../../src/generated/manifest";
import { useLang, useWords } from "../lang";
import { useNav } from "./context";
import { useDropTarget } from "./drag";
import { LinkRow, writtenTitle } from "./link-row";
import { PagePicker } from "../pickers/page-picker";
import { insertItem, type ListAt } from "./tree-ops";
import { navigationWords } from "./words";

/** A list of links (a column's, or the header's own), which links can be dragged into and added to. */
export function LinkList({
  list,
  links,
  name,
  siblings,
}: {
  list: ListAt;
  links: NavLink[];
  name: string;
  siblings: ListAt[];
}) {
  const t = useWords(navigationWords);
  const { lang } = useLang();
  const { nav, pages, change, announce, dropAt, focusLater } = useNav();
  const [adding, setAdding] = useState(false);
  const end = useDropTarget("link", list, links.length, false);
  const gapAtEnd = dropAt && dropAt.list.join() === list.join() && dropAt.index === links.length;
  return (
    <div className="nav-links">
      <ul aria-label={name}>
        {links.map((link, index) => (
          <LinkRow key={`${index}:${link.path}`} link={link} at={{ list, index }} siblings={siblings} />
        ))}
      </ul>
      <div className={`nav-drop-end${gapAtEnd ? " drop-before" : ""}`} {...end}>
        {adding ? (
          <span className="nav-add">
            <PagePicker
              label={t.addLinkTo(name)}
              value=""
              pages={pages}
              placeholder={t.targetHelp}
              focusFirst
              onChange={(path) => {
                if (!path) return;
                change(insertItem(nav, list, { path }));
                setAdding(false);
                // The focus goes to the new link's Edit button, not to the top of the page.
                focusLater({ list, index: links.length }, "edit");
                const title = writtenTitle(pages.find((p) => p.path === path)?.title, lang);
                announce(t.added(title ? `${title} — ${path}` : path, name));
              }}
            />
            <button type="button" onClick={() => setAdding(false)}>
              {t.cancel}
            </button>
          </span>
        ) : (
          <button type="button" className="nav-add-button" onClick={() => setAdding(true)}>
            + {t.addLink}
          </button>
        )}
      </div>
    </div>
  );
}
