import { useEffect, useState } from "react";
import { deletePage, type LinkingPlace } from "../../src/authoring/delete";
import { copyPath, duplicatePage } from "../../src/authoring/duplicate";
import { menus, moveInMenu, placementsOf } from "../../src/authoring/menus";
import { isDraft } from "../../src/routes/status";
import type { FormSchemas } from "../form-schemas.server";
import type { SiteManifest } from "./api";
import { placeWords } from "./form/place-words";
import { useLang, useWords, type UiLang } from "./lang";
import { ownTitle } from "./form/labels";
import { autofocus, useInlineDialog } from "./inline-dialog";
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

/** In the page list, under the chosen page: duplicate it, delete it, reorder it in its menus. */
export function PageListActions({
  data,
  path,
  schemas,
  onChange,
  onField,
}: {
  data: SiteManifest;
  path: string;
  schemas: FormSchemas;
  onChange: Change;
  /** Opens the field at a JSON pointer of the manifest in its form. */
  onField: (pointer: string) => void;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const [mode, setMode] = useState<"duplicate" | "delete">();
  const [refused, setRefused] = useState<LinkingPlace[]>();
  const [error, setError] = useState<string>();
  const close = () => {
    setMode(undefined);
    setRefused(undefined);
    setError(undefined);
  };
  const remove = (target?: string) =>
    attempt(
      () => {
        const result = deletePage(data, path, target ? { redirectTo: target } : {});
        if ("refused" in result) setRefused(result.refused);
        else onChange(result.manifest, null);
      },
      setError,
      lang,
    );
  return (
    <div className="page-actions" role="group" aria-label={w.pageActions(path)}>
      <button
        type="button"
        onClick={() => {
          close();
          setMode("duplicate");
        }}
      >
        {w.duplicate}
      </button>
      {path !== "/" && (
        <button
          type="button"
          onClick={() => {
            close();
            setMode("delete");
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
      {mode === "duplicate" && (
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
      {mode === "delete" && (
        <DeleteDialog
          data={data}
          path={path}
          schemas={schemas}
          refused={refused}
          onDelete={remove}
          onField={onField}
          onCancel={close}
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

/**
 * Deleting a page: a confirmation, or, while other pages link to it, the places that do (each
 * opens its field) and a published page to send its links and visitors to instead.
 */
function DeleteDialog({
  data,
  path,
  schemas,
  refused,
  onDelete,
  onField,
  onCancel,
}: {
  data: SiteManifest;
  path: string;
  schemas: FormSchemas;
  refused?: LinkingPlace[];
  onDelete: (redirectTo?: string) => void;
  onField: (pointer: string) => void;
  onCancel: () => void;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const [redirectTo, setRedirectTo] = useState("");
  const { ref, cancel } = useInlineDialog<HTMLDivElement>(onCancel);
  // The focus goes on to the page list's chosen entry once the page and its buttons are gone.
  const gone = { [focusInstead]: currentPageId };
  // Only a published page can take the deleted one's visitors: a draft is not on the site.
  const targets = data.routes.filter((r) => r.path !== path && !isDraft(r));
  // Refused, the question gives way to the places that link: the focus goes to the first of them.
  useEffect(() => {
    if (refused) ref.current?.querySelector<HTMLElement>("button")?.focus();
  }, [refused, ref]);
  return (
    <div ref={ref} className="inline-dialog" role="alertdialog" aria-label={w.deletePage(path)}>
      {refused ? (
        <>
          <p>{w.linkedFrom}</p>
          <ul>
            {refused.map((place) => (
              <li key={place.pointer}>
                <button type="button" className="place" onClick={() => onField(place.pointer)}>
                  {placeWords(schemas, data, place.pointer, lang, w)}
                </button>
              </li>
            ))}
          </ul>
          <label>
            {w.redirectTo}{" "}
            <select value={redirectTo} onChange={(e) => setRedirectTo(e.target.value)}>
              <option value="">—</option>
              {targets.map((r) => (
                <option key={r.path} value={r.path}>
                  {ownTitle(r, lang) ? `${ownTitle(r, lang)} — ${r.path}` : r.path}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="danger"
            id="delete-and-redirect"
            {...gone}
            disabled={!redirectTo}
            onClick={() => onDelete(redirectTo)}
          >
            {w.deleteAndRedirect}
          </button>
        </>
      ) : (
        <>
          <p>{w.confirmDelete}</p>
          <button type="button" className="danger" id="delete-page" {...gone} onClick={() => onDelete()}>
            {w.delete}
          </button>
        </>
      )}
      {/* The least harmful choice has the focus as the question opens. */}
      <button type="button" onClick={cancel} {...(!refused && { [autofocus]: "" })}>
        {w.cancel}
      </button>
    </div>
  );
}
