import { useState } from "react";
import { copyPath, duplicatePage } from "../../src/authoring/duplicate";
import { menus, moveInMenu, placementsOf } from "../../src/authoring/menus";
import type { SiteManifest } from "./api";
import { useLang, useWords, type UiLang } from "./lang";
import { useInlineDialog } from "./inline-dialog";
import { focusInstead } from "./keep-focus";
import { attempt, type Change } from "./page-actions";
import { currentPageId } from "./sidebar";
import { words } from "./words";

/** A menu as visitors see it, "Study › Fields of study", instead of its name in the manifest. */
export function menuLabel(data: SiteManifest, name: string, lang: UiLang): string {
  const menu = menus(data).find((m) => m.name === name);
  if (!menu) return name;
  return menu.within ? `${menu.within[lang]} › ${menu.label[lang]}` : menu.label[lang];
}

/** In the page list, under the chosen page: duplicate it, delete it (asked above its form), reorder it in its menus. */
export function PageListActions({
  data,
  path,
  onChange,
  onDelete,
}: {
  data: SiteManifest;
  path: string;
  onChange: Change;
  /** Asks to delete the page: the question is drawn above the page's form, where it has room. */
  onDelete: () => void;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const [duplicating, setDuplicating] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setDuplicating(false);
    setError(undefined);
  };
  return (
    <div className="page-actions" role="group" aria-label={w.pageActions(path)}>
      <button
        type="button"
        onClick={() => {
          close();
          setDuplicating(true);
        }}
      >
        {w.duplicate}
      </button>
      {path !== "/" && (
        <button
          type="button"
          onClick={() => {
            close();
            onDelete();
          }}
        >
          {w.delete}
        </button>
      )}
      {placementsOf(data, path)
        .map((place) => ({ ...place, label: menuLabel(data, place.menu, lang) }))
        .map((place) => (
          <span key={`${place.menu}:${place.index}`} className="placement">
            {place.label} · {place.index + 1}/{place.count}
            <button
              type="button"
              aria-label={w.moveUp(place.label)}
              disabled={place.index === 0}
              onClick={() => onChange(moveInMenu(data, place, -1), path)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={w.moveDown(place.label)}
              disabled={place.index === place.count - 1}
              onClick={() => onChange(moveInMenu(data, place, 1), path)}
            >
              ↓
            </button>
          </span>
        ))}
      {duplicating && (
        <DuplicateForm
          initial={copyPath(data, path)}
          onCancel={close}
          onDuplicate={(to) =>
            attempt(
              () => {
                onChange(duplicatePage(data, path, to), to);
                close();
              },
              setError,
              lang,
            )
          }
        />
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Where the copy of a page goes: a free path offered, which the author may change. */
function DuplicateForm({
  initial,
  onDuplicate,
  onCancel,
}: {
  initial: string;
  onDuplicate: (to: string) => void;
  onCancel: () => void;
}) {
  const w = useWords(words);
  const [copyTo, setCopyTo] = useState(initial);
  const { ref, cancel } = useInlineDialog<HTMLFormElement>(onCancel);
  return (
    <form
      ref={ref}
      className="inline-dialog"
      aria-label={w.duplicate}
      onSubmit={(event) => {
        event.preventDefault();
        onDuplicate(copyTo.trim());
      }}
    >
      <label>
        {w.copyPath} <input value={copyTo} onChange={(e) => setCopyTo(e.target.value)} spellCheck={false} />
      </label>
      <button type="submit" className="primary" id="duplicate-page" {...{ [focusInstead]: currentPageId }}>
        {w.duplicate}
      </button>
      <button type="button" onClick={cancel}>
        {w.cancel}
      </button>
    </form>
  );
}
