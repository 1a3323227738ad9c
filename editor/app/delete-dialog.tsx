import { useId, useMemo, useState } from "react";
import { deletePage } from "../../src/authoring/delete";
import { placementsOf } from "../../src/authoring/menus";
import { isDraft } from "../../src/routes/status";
import type { FormSchemas } from "../form-schemas.server";
import type { SiteManifest } from "./api";
import { ownTitle } from "./form/labels";
import { placeWords } from "./form/place-words";
import { autofocus, useInlineDialog } from "./inline-dialog";
import { focusInstead } from "./keep-focus";
import { useLang, useWords } from "./lang";
import { attempt } from "./page-actions";
import { menuLabel } from "./page-list-actions";
import { PlaceList } from "./place-list";
import { currentPageId } from "./sidebar";
import { words } from "./words";

/**
 * Deleting a page, asked above its form: a confirmation, or, while other pages link to it, the
 * places that do (each opens its field) and a published page to send its links and visitors to
 * instead. The places are found anew from the manifest as it is: the question stays open while the
 * author goes to mend them one by one, and shows what is left when they come back.
 */
export function DeleteDialog({
  data,
  path,
  schemas,
  onDeleted,
  onField,
  onCancel,
}: {
  data: SiteManifest;
  path: string;
  schemas: FormSchemas;
  onDeleted: (next: SiteManifest) => void;
  onField: (pointer: string) => void;
  onCancel: () => void;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const [redirectTo, setRedirectTo] = useState("");
  const [error, setError] = useState<string>();
  const { ref, cancel } = useInlineDialog<HTMLDivElement>(onCancel);
  // The question is the dialog's description, read out with its name.
  const said = useId();
  const refused = useMemo(() => {
    const result = deletePage(data, path);
    return "refused" in result ? result.refused : undefined;
  }, [data, path]);
  const remove = (target?: string) =>
    attempt(
      () => {
        const result = deletePage(data, path, target ? { redirectTo: target } : {});
        if (!("refused" in result)) onDeleted(result.manifest);
      },
      setError,
      lang,
    );
  // The focus goes on to the page list's chosen entry once the page and its buttons are gone.
  const gone = { [focusInstead]: currentPageId };
  // Only a published page can take the deleted one's visitors: a draft is not on the site.
  const targets = data.routes.filter((r) => r.path !== path && !isDraft(r));
  // Menu links to the page are removed with it, whatever page takes its visitors: said before, not found after.
  const menus = placementsOf(data, path).map((place) => menuLabel(data, place.menu, lang));
  const inMenus = menus.length > 0 && <p className="menu-links">{w.menuLinksGo(menus)}</p>;
  return (
    <div ref={ref} className="page-dialog" role="alertdialog" aria-label={w.deletePage(path)} aria-describedby={said}>
      {refused ? (
        <>
          <p id={said}>{w.linkedFrom}</p>
          <PlaceList
            places={refused.map(({ pointer }) => ({ pointer, words: placeWords(schemas, data, pointer, lang, w) }))}
            onField={onField}
          />
          {inMenus}
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
            onClick={() => remove(redirectTo)}
          >
            {w.deleteAndRedirect}
          </button>
        </>
      ) : (
        <>
          <p id={said}>{w.confirmDelete}</p>
          {inMenus}
          <button type="button" className="danger" id="delete-page" {...gone} onClick={() => remove()}>
            {w.delete}
          </button>
        </>
      )}
      {/* The least harmful choice has the focus as a confirmation opens; a list, its first place. */}
      <button type="button" onClick={cancel} {...(!refused && { [autofocus]: "" })}>
        {w.cancel}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
