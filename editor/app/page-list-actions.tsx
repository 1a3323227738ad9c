import { useState } from "react";
import { deletePage, type LinkingPlace } from "../../src/authoring/delete";
import { copyPath, duplicatePage } from "../../src/authoring/duplicate";
import { menus, moveInMenu, placementsOf } from "../../src/authoring/menus";
import type { FormSchemas } from "../form-schemas.server";
import type { SiteManifest } from "./api";
import { placeWords } from "./form/place-words";
import { useLang, useWords, type UiLang } from "./lang";
import { attempt, type Change } from "./page-actions";
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
  const [copyTo, setCopyTo] = useState("");
  const [refused, setRefused] = useState<LinkingPlace[]>();
  const [redirectTo, setRedirectTo] = useState("");
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
          setCopyTo(copyPath(data, path));
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
        <form
          className="inline-dialog"
          aria-label={w.duplicate}
          onSubmit={(event) => {
            event.preventDefault();
            attempt(
              () => {
                onChange(duplicatePage(data, path, copyTo.trim()), copyTo.trim());
                close();
              },
              setError,
              lang,
            );
          }}
        >
          <label>
            {w.copyPath} <input value={copyTo} onChange={(e) => setCopyTo(e.target.value)} spellCheck={false} />
          </label>
          <button type="submit" className="primary">
            {w.duplicate}
          </button>
          <button type="button" onClick={close}>
            {w.cancel}
          </button>
        </form>
      )}
      {mode === "delete" && (
        <div className="inline-dialog" role="alertdialog" aria-label={w.deletePage(path)}>
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
                  {data.routes
                    .filter((r) => r.path !== path)
                    .map((r) => (
                      <option key={r.path}>{r.path}</option>
                    ))}
                </select>
              </label>
              <button type="button" className="danger" disabled={!redirectTo} onClick={() => remove(redirectTo)}>
                {w.deleteAndRedirect}
              </button>
            </>
          ) : (
            <>
              <p>{w.confirmDelete}</p>
              <button type="button" className="danger" onClick={() => remove()}>
                {w.delete}
              </button>
            </>
          )}
          <button type="button" onClick={close}>
            {w.cancel}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
