import { useId, useMemo, useState } from "react";
import { focusInstead } from "./keep-focus";
import { pendingAttribute } from "./use-safety";
import { moveProblem, movePageCounting } from "../../src/authoring/move";
import { linksLeftByDraft, PublishError, setStatus } from "../../src/authoring/publish";
import { autofocus, useInlineDialog } from "./inline-dialog";
import type { SiteManifest } from "./api";
import { useLang, useWords, type UiLang } from "./lang";
import { errorText } from "./problem-text";
import { pointerOf } from "../../src/validate/problem";
import type { FormSchemas } from "../form-schemas.server";
import { placeWords } from "./form/place-words";
import { PlaceList, type LinkingPlaceShown } from "./place-list";
import { words } from "./words";

type Route = SiteManifest["routes"][number];
/**
 * A page's move, as said under its path while the manifest is the one the move made (`after`):
 * where it went, the links rewritten, whether its old address redirects.
 */
export interface Moved {
  to: string;
  links: number;
  redirect: boolean;
  after: SiteManifest;
  /** Where the old address the page took sent its visitors, until then. */
  tookOver?: string;
}

/** A new value of the manifest, and the path of the page to show next (none: the site settings). */
export type Change = (next: SiteManifest, show?: string | null) => void;

/** Runs an action whose refusal is a message for the author, in the interface language. */
export function attempt(action: () => void, fail: (message: string) => void, lang: UiLang) {
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
  schemas,
  typed,
  onType,
  onChange,
  onField,
  moved,
  onMoved,
  askingDraft,
  onAskDraft,
}: {
  data: SiteManifest;
  route: Route;
  /** The forms' schemas, whose names (x-label) name the texts left to write. */
  schemas: FormSchemas;
  /**
   * A new path typed and not yet applied, held by the editor so that it outlives this bar: the
   * author may look at other pages, undo an edit or publish, and find it here again.
   */
  typed: string | undefined;
  onType: (path: string | undefined) => void;
  onChange: Change;
  /** Opens the field at a JSON pointer of the manifest in its form. */
  onField: (pointer: string) => void;
  /** The page's last move, while it is shown: said under its path. */
  moved?: Moved;
  onMoved: (moved: Moved) => void;
  /**
   * Whether the question before making the page a draft is open: held by the editor, so that it
   * stays open while the author goes to mend the places that link to the page, and comes back.
   */
  askingDraft: boolean;
  onAskDraft: (asking: boolean) => void;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const path = typed ?? route.path;
  const pending = path.trim() !== route.path;
  // Why the typed path cannot be the page's, said under the box as it is typed, in place of the
  // note that the move is still to be made.
  const refusal = pending ? moveProblem(data, route.path, path.trim())?.[lang] : undefined;
  // An old address sent on to another page, which the page would take, with its visitors.
  const takenOver = pending && !refusal ? data.redirects?.find((r) => r.from === path.trim()) : undefined;
  // A failure in words, or the texts a page must have before it is published, each opening its field.
  const [error, setError] = useState<string | LinkingPlaceShown[]>();
  const notMovedId = useId();
  const published = (route as { status?: string }).status !== "draft";
  // Made a draft, a page leaves the site: the places that link to it are shown first, to confirm;
  // found anew from the manifest as it is, they shrink as the author mends them.
  const leaving = useMemo(
    () => (askingDraft ? linksLeftByDraft(data, route.path) : []),
    [askingDraft, data, route.path],
  );
  const toggle = () => {
    setError(undefined);
    if (published && !askingDraft && linksLeftByDraft(data, route.path).length) return onAskDraft(true);
    onAskDraft(false);
    try {
      onChange(setStatus(data, route.path, published ? "draft" : "published"), route.path);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      // Named as the form names them, item numbers included ("Key figures 3 › Caption"), without
      // the page's own title: the list is under it.
      const at = pointerOf("routes", data.routes.indexOf(route));
      const placeOf = (segments: (string | number)[]) =>
        placeWords(schemas, data, at + pointerOf(...segments), lang, w, { section: false });
      setError(
        error.unwritten.map(({ segments, placeholder }) => ({
          pointer: at + pointerOf(...segments),
          words: w.unwritten(placeOf(segments), placeholder),
        })),
      );
    }
  };
  return (
    <div className="page-bar">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          // Refused, the box keeps the focus, and its description says why.
          if (refusal) return document.getElementById("page-path")?.focus();
          attempt(
            () => {
              const to = path.trim();
              const { manifest, references } = movePageCounting(data, route.path, to);
              onChange(manifest, to);
              onType(undefined);
              const tookOver = data.redirects?.find((r) => r.from === to)?.to;
              onMoved({ to, links: references.length, redirect: published, after: manifest, tookOver });
            },
            setError,
            lang,
          );
        }}
      >
        <label>
          {w.path}{" "}
          <input
            id="page-path"
            value={path}
            onChange={(e) => onType(e.target.value.trim() === route.path ? undefined : e.target.value)}
            spellCheck={false}
            aria-describedby={pending ? notMovedId : undefined}
            aria-invalid={refusal ? true : undefined}
            // A new path not yet applied is not lost to a closed tab without a question.
            {...(pending && { [pendingAttribute]: "" })}
          />
        </label>
        {/* Moved, the button is disabled: the focus stays in the path's box. */}
        <button type="submit" id="page-move" disabled={!pending} {...{ [focusInstead]: "page-path" }}>
          {w.move}
        </button>
      </form>
      {pending && (
        <p id={notMovedId} className={refusal ? "error" : "not-moved"}>
          {refusal ??
            (takenOver ? `${w.takesOver(takenOver.from, takenOver.to)} ${w.notMoved(w.move)}` : w.notMoved(w.move))}
        </p>
      )}
      {!pending && moved?.after === data && moved.to === route.path && (
        <p role="status" className="not-moved">
          {w.moved(moved.links, moved.redirect)}
          {moved.tookOver && ` ${w.tookOver(moved.to, moved.tookOver)}`}
        </p>
      )}
      <button
        type="button"
        role="switch"
        id="page-published"
        aria-checked={published}
        className="status-switch"
        onClick={toggle}
      >
        <span aria-hidden="true" className="knob" />
        {w.published}
      </button>
      <span className="status-note">{published ? w.isPublished : w.isDraft}</span>
      {askingDraft && published && (
        <DraftConfirm
          places={leaving.map((r) => {
            const pointer = pointerOf(...r.at);
            return { pointer, words: placeWords(schemas, data, pointer, lang, w) };
          })}
          onConfirm={toggle}
          onField={onField}
          onCancel={() => onAskDraft(false)}
        />
      )}
      {error && (
        <div role="alert" className="error">
          {typeof error === "string" ? (
            <p>{error}</p>
          ) : (
            <>
              <p>{w.cannotPublish}</p>
              <PlaceList places={error} onField={onField} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Asks before a page others link to is made a draft: it leaves the site, and their links would
 * lead nowhere. Each place opens its field; the focus starts on Cancel. Once the author has mended
 * every place, it says so and still asks.
 */
function DraftConfirm({
  places,
  onConfirm,
  onField,
  onCancel,
}: {
  places: LinkingPlaceShown[];
  onConfirm: () => void;
  onField: (pointer: string) => void;
  onCancel: () => void;
}) {
  const w = useWords(words);
  const { ref, cancel } = useInlineDialog<HTMLDivElement>(onCancel);
  const said = useId();
  return (
    <div ref={ref} className="page-dialog" role="alertdialog" aria-label={w.makeDraft} aria-describedby={said}>
      <p id={said}>{places.length ? w.draftLeavesLinks(places.length) : w.draftNoLinksLeft}</p>
      {places.length > 0 && <PlaceList places={places} onField={onField} />}
      <button
        type="button"
        className="danger"
        id="draft-anyway"
        {...{ [focusInstead]: "page-published" }}
        onClick={onConfirm}
      >
        {w.makeDraft}
      </button>
      <button type="button" onClick={cancel} {...{ [autofocus]: "" }}>
        {w.cancel}
      </button>
    </div>
  );
}
