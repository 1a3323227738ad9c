import { useState } from "react";
import { deletePage, type LinkingPlace } from "../../src/authoring/delete";
import { copyPath, duplicatePage } from "../../src/authoring/duplicate";
import { menus, moveInMenu, placementsOf } from "../../src/authoring/menus";
import { movePage } from "../../src/authoring/move";
import { PublishError, setStatus } from "../../src/authoring/publish";
import type { FormSchemas } from "../form-schemas.server";
import type { SiteManifest } from "./api";
import { placeWords } from "./form/place-words";
import { useLang, useWords, type UiLang } from "./lang";
import { errorText } from "./problem-text";
import { fieldName } from "../../src/validate/field-labels";
import { pointerOf } from "../../src/validate/problem";
import { words } from "./words";

type Route = SiteManifest["routes"][number];
/** A new value of the manifest, and the path of the page to show next (none: the site settings). */
type Change = (next: SiteManifest, show?: string | null) => void;

/** Runs an action whose refusal is a message for the author, in the interface language. */
function attempt(action: () => void, fail: (message: string) => void, lang: UiLang) {
  try {
    action();
  } catch (error) {
    fail(errorText(error, lang));
  }
}

/** Above a page's form: its path, which moves the page with every link to it, and its status. */
export function PageBar({
  data,
  route,
  schema,
  onChange,
}: {
  data: SiteManifest;
  route: Route;
  /** The page's template's schema, whose names (x-label) name the texts left to write. */
  schema?: unknown;
  onChange: Change;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const [path, setPath] = useState(route.path);
  const [error, setError] = useState<string | string[]>();
  const published = (route as { status?: string }).status !== "draft";
  const toggle = () => {
    setError(undefined);
    try {
      onChange(setStatus(data, route.path, published ? "draft" : "published"), route.path);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      setError(
        error.unwritten.map(({ segments, placeholder }) =>
          w.unwritten(fieldName(schema, route, pointerOf(...segments)), placeholder),
        ),
      );
    }
  };
  return (
    <div className="page-bar">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          attempt(() => onChange(movePage(data, route.path, path.trim()), path.trim()), setError, lang);
        }}
      >
        <label>
          {w.path} <input value={path} onChange={(e) => setPath(e.target.value)} spellCheck={false} />
        </label>
        <button type="submit" disabled={path.trim() === route.path}>
          {w.move}
        </button>
      </form>
      <button type="button" role="switch" aria-checked={published} className="status-switch" onClick={toggle}>
        <span aria-hidden="true" className="knob" />
        {w.published}
      </button>
      <span className="status-note">{published ? w.isPublished : w.isDraft}</span>
      {error && (
        <div role="alert" className="error">
          {typeof error === "string" ? (
            <p>{error}</p>
          ) : (
            <>
              <p>{w.cannotPublish}</p>
              <ul>
                {error.map((problem, i) => (
                  <li key={i}>{problem}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}

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
