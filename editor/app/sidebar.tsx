import { useState, type ReactNode } from "react";
import { newestFirst } from "../../src/routes/listing";
import type { Problem, SiteManifest } from "./api";
import { pointerOf, type Selection } from "./selection";
import { useLang, useWords } from "./lang";
import { words } from "./words";
import { ownTitle } from "./form/labels";

/** The id of the page list's chosen entry. */
export const currentPageId = "current-page";

interface Props {
  data: SiteManifest;
  problems: Problem[];
  selection: Selection;
  onSelect: (s: Selection) => void;
  onNewPage: () => void;
  /** Whether a new path is typed for the page and not yet applied. */
  pathTyped: (path: string) => boolean;
  /** Whether a page or section has edits not saved yet. */
  unsaved: (s: Selection) => boolean;
  /** A template's name in the interface language, which heads its group of pages. */
  templateName: (template: string) => string;
  /** What the chosen page offers under its name in the list (duplicate, delete, reorder in menus). */
  actions: (path: string) => ReactNode;
}

type Item = { index: number; path: string; title: { mn: string }; published: string };

/** Pages grouped by template, with a search over paths and titles, and the other sections. */
export function Sidebar({
  data,
  problems,
  selection,
  onSelect,
  onNewPage,
  pathTyped,
  unsaved,
  templateName,
  actions,
}: Props) {
  const w = useWords(words);
  const { lang } = useLang();
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const groups = new Map<string, Item[]>();
  data.routes.forEach((route, index) => {
    const title = route.title?.mn ?? "";
    const matches =
      !q ||
      route.path.toLowerCase().includes(q) ||
      title.toLowerCase().includes(q) ||
      (route.title?.en ?? "").toLowerCase().includes(q);
    if (matches)
      groups.set(route.template, [
        ...(groups.get(route.template) ?? []),
        { index, path: route.path, title: { mn: title }, published: (route as { published?: string }).published ?? "" },
      ]);
  });
  const count = (pointer: string) =>
    problems.filter((p) => p.severity === "error" && (p.pointer === pointer || p.pointer.startsWith(pointer + "/")))
      .length;
  const item = (s: Selection, label: string, detail?: string, draft = false, typed = false) => {
    const errors = count(pointerOf(s));
    const current = pointerOf(s) === pointerOf(selection);
    return (
      <li key={pointerOf(s)}>
        <button
          type="button"
          aria-current={current ? "page" : undefined}
          // Where the focus goes when the control it was on goes away with a page (a page deleted).
          id={current ? currentPageId : undefined}
          onClick={() => onSelect(s)}
        >
          <span className="path">{label}</span>
          {detail && <span className="detail">{detail}</span>}
          {draft && <span className="draft-tag">{w.draft}</span>}
          {typed && <span className="typed-tag">{w.pathTyped}</span>}
          {unsaved(s) && <span className="unsaved-tag">{w.unsavedTag}</span>}
          {errors > 0 && (
            <span className="badge" aria-label={w.problemCount(errors)}>
              {errors}
            </span>
          )}
        </button>
        {current && s.kind === "route" && actions(label)}
      </li>
    );
  };
  return (
    <nav className="sidebar" aria-label={w.pagesList}>
      <button type="button" className="primary" onClick={onNewPage}>
        {w.newPage}
      </button>
      <ul className="sections">
        {item({ kind: "settings" }, w.settings)}
        {item({ kind: "navigation" }, w.navigation)}
        {item({ kind: "interface" }, w.interface)}
      </ul>
      <input
        type="search"
        placeholder={w.search}
        aria-label={w.search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {/* Always there, so that a screen reader hears it fill. */}
      <p role="status" className="no-match">
        {q && groups.size === 0 ? w.noMatch(query.trim()) : null}
      </p>
      {[...groups]
        .map(([template, routes]) => [templateName(template), template, routes] as const)
        .sort(([a], [b]) => a.localeCompare(b, lang))
        .map(([name, template, routes]) => (
          <section key={template}>
            <h2>
              {name} <span className="count">{routes.length}</span>
            </h2>
            <ul>
              {/* Articles newest first, as the site lists them, wherever they are in the file. */}
              {(template === "article" ? newestFirst(routes) : routes).map((r) =>
                item(
                  { kind: "route", index: r.index },
                  r.path,
                  ownTitle(data.routes[r.index], lang) ?? ownTitle(data.routes[r.index], "mn") ?? w.untitled,
                  (data.routes[r.index] as { status?: string }).status === "draft",
                  pathTyped(r.path),
                ),
              )}
            </ul>
          </section>
        ))}
    </nav>
  );
}
