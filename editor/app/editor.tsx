import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { dequal } from "dequal";
import type { RJSFSchema } from "@rjsf/utils";
import { blogListOf, otherPaths } from "../../src/routes/listing";
import { merge, type Merge } from "../merge";
import { pathProblem } from "../../src/authoring/page-path";
import { api, type EditorState, type Problem, type Recovery, type SiteManifest } from "./api";
import { ChoicesProvider, useEqualValue, type Choices } from "./choices";
import {
  ConfirmInvalid,
  saveButtonId,
  ConflictBanner,
  KeptEditsBanner,
  MergeReport,
  NewPageDialog,
  ProblemList,
} from "./dialogs";
import { HistoryPanel } from "./history-panel";
import { PageBar, type Moved } from "./page-actions";
import { DeleteDialog } from "./delete-dialog";
import { PageListActions } from "./page-list-actions";
import { NavigationTree } from "./navigation/navigation-tree";
import { pageOptions } from "./pickers/pages";
import { Preview, toPreview } from "./preview";
import { MediaProvider } from "./media/context";
import { useFieldFocus } from "./preview/focus-field";
import { RecoveryView } from "./recovery-view";
import { errorsAt, SectionForm } from "./section-form";
import { forgetEdits, keepEdits, thisPage, watchKeptEdits, type KeptEdits, type KeptEditsWatch } from "./kept-edits";
import { addressOf, changedAt, pointerOf, selectionAt, valueAt, withValue, type Selection } from "./selection";
import { currentPageId, Sidebar } from "./sidebar";
import { placeName } from "./place-name";
import { focusInstead, useKeptFocus } from "./keep-focus";
import { rebase, record, redo, startHistory, undo, type UndoHistory } from "./undo";
import { useSafety } from "./use-safety";
import { useLang, useWords } from "./lang";
import { ownTitle } from "./form/labels";
import { LanguageSwitch } from "./language-switch";
import { PublishDialog } from "./publish/publish-dialog";
import { publishWords } from "./publish/words";
import { commonFolder, templateName } from "./template-names";
import { errorText } from "./problem-text";
import { words } from "./words";
import { FactsContext, withFact, type FactsAccess } from "./facts/facts-context";

/** What the form's pickers choose from; links may also name the pages the blog list makes (/blog/category/visa). */
function choicesOf(data: SiteManifest, assets: string[]): Choices {
  const categories = data.settings?.blogCategories ?? [];
  const list = blogListOf(
    data.routes,
    categories.map((c) => c.id),
  );
  return {
    paths: [...data.routes.map((r) => r.path), ...otherPaths(list)],
    assets,
    pages: pageOptions(data),
    categories,
  };
}

type Notice =
  | { kind: "conflict"; disk: { version: string; data: unknown } }
  | { kind: "merged"; conflicts: Merge["conflicts"]; kept?: boolean; more?: number; after?: SiteManifest }
  | { kind: "invalid"; problems: Problem[] }
  | { kind: "new"; error?: string }
  | { kind: "saved"; backup: string }
  | { kind: "kept"; edits: KeptEdits; more: number }
  | { kind: "failed"; message: string };

/** The page (its path) each version of the manifest made by changing a shared figure was made on. */
const factsChangedOn = new WeakMap<SiteManifest, string>();

/** The whole editor: pages on the left, the form in the middle, the page as drawn on the right. */
export function Editor() {
  const [state, setState] = useState<EditorState>();
  const [base, setBase] = useState<SiteManifest>();
  const [history, setHistory] = useState<UndoHistory<SiteManifest>>();
  // Bumped when the value is replaced from outside a form (undo, merge), so the form shows it.
  const [revision, setRevision] = useState(0);
  const keepFocus = useKeptFocus(revision);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [selection, setSelection] = useState<Selection>({ kind: "settings" });
  // The page shown, as the forms' callbacks made once see it.
  const shownPage = useRef<string>(undefined);
  // New paths typed in pages' path boxes and not yet applied, by the page's path.
  const [typedPaths, setTypedPaths] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>();
  // What kept the manifest from being read (a failure of the editor's server, or of the connection).
  const [unreadable, setUnreadable] = useState<unknown>();
  // A manifest that cannot be parsed opens as text, to fix or to restore from the history.
  const [recovery, setRecovery] = useState<Recovery>();
  const [showHistory, setShowHistory] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);
  // Folded away by Escape, the focus back on the button that shows it.
  const closeHistory = () => {
    setShowHistory(false);
    historyButton.current?.focus();
  };
  const [publishing, setPublishing] = useState(false);
  // A save on its way: a second one would be sent with the version the first replaces.
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  // Stops watching for edits other tabs leave behind (a new watch starts with each load).
  const watching = useRef<KeptEditsWatch>(undefined);
  /** The version of the data the problems shown are about: any other is checked again. */
  const checked = useRef<SiteManifest>(undefined);
  const pw = useWords(publishWords);
  const data = history?.present;
  const formArea = useRef<HTMLElement>(null);
  // Another page or section opens at its top, not where the last one's form was scrolled to; a
  // field asked for (below) is scrolled to after this.
  const shown = pointerOf(selection);
  useLayoutEffect(() => {
    formArea.current?.scrollTo({ top: 0 });
  }, [shown]);
  // The page being deleted, whose question stays open above its form while the author mends the
  // places that link to it, until they delete it or cancel.
  const [deleting, setDeleting] = useState<string>();
  // The page being made a draft while others link to it: its question stays open the same way.
  const [drafting, setDrafting] = useState<string>();
  // The page just deleted, said in the status while the manifest is the one its deletion made (the
  // next change, or an undo, ends it).
  const [deleted, setDeleted] = useState<{ path: string; after: SiteManifest }>();
  // The last move of a page, said under its path until the next change.
  const [lastMove, setLastMove] = useState<Moved>();
  // A text clicked in the preview, or a problem: its page or section, scrolled to its field.
  const focusField = useFieldFocus(formArea, selection, setSelection);
  // A place that links to the page at `path`: in a formatted text, it opens with that link selected.
  const openLinkTo = (path: string) => (pointer: string) => focusField(pointer, undefined, path);
  const w = useWords(words);
  const { lang } = useLang();

  const load = useCallback(async () => {
    const opened = await api.open().catch((error: unknown) => void setUnreadable(error));
    if (!opened) return;
    if ("recovery" in opened) return setRecovery(opened.recovery);
    const loaded = opened.state;
    setRecovery(undefined);
    setState(loaded);
    // The page or section the address names (a reload's), when the file still has it.
    const named = selectionAt(loaded.data, location.hash);
    if (named) setSelection(named);
    setBase(loaded.data);
    setHistory(startHistory(loaded.data));
    setRevision((r) => r + 1);
    setProblems(loaded.problems);
    checked.current = loaded.data;
    setNotice(undefined);
    // Edits left unsaved by a crash or a closed tab are offered back, also when a tab closes later;
    // those the file already has are forgotten. An offer never hides a notice the author must read.
    watching.current?.stop();
    watching.current = watchKeptEdits(localStorage, loaded.file, (kept, more) => {
      if (!kept) return;
      if (JSON.stringify(kept.data) === JSON.stringify(loaded.data)) {
        forgetEdits(localStorage, kept);
        // The next ones, if any, are offered in turn.
        return more > 0 ? watching.current?.offerNext() : undefined;
      }
      setNotice((shown) =>
        !shown || shown.kind === "saved" || shown.kind === "kept" ? { kind: "kept", edits: kept, more } : shown,
      );
    });
  }, []);
  /** A change the forms did not make (merge, new page, restore): one undo step, shown at once. */
  const replace = (next: SiteManifest) => {
    keepFocus();
    setHistory((h) => h && record(h, next));
    setRevision((r) => r + 1);
  };
  const step = (move: typeof undo) => {
    keepFocus();
    setHistory((h) => {
      if (!h) return h;
      const next = move(h);
      stepping.current = { before: h.present, after: next.present, redo: move === redo };
      return next;
    });
    setRevision((r) => r + 1);
  };
  // Each undo or redo is said in the status; one made on another page or section than the one
  // shown shows it, and says where: a change the author cannot see is never taken back or made
  // again unnoticed.
  const stepping = useRef<{ before: SiteManifest; after: SiteManifest; redo: boolean }>(undefined);
  const [stepped, setStepped] = useState<{ where?: string; redo: boolean; after: SiteManifest }>();
  useLayoutEffect(() => {
    const made = stepping.current;
    stepping.current = undefined;
    if (!made || made.before === made.after) return;
    // Edits brought back, then taken back: their report goes too, and another visit's are offered.
    if (!made.redo && notice?.kind === "merged" && notice.after === made.before) {
      setNotice(undefined);
      watching.current?.offerNext();
    }
    // A shared figure changed from a page's form: that page, where the author changed it.
    const madeOn = factsChangedOn.get(made.redo ? made.after : made.before);
    const onPage = madeOn === undefined ? -1 : made.after.routes.findIndex((r) => r.path === madeOn);
    const changed = changedAt(made.before, made.after, selection);
    const where: Selection | undefined =
      changed?.kind === "settings" && onPage !== -1 ? { kind: "route", index: onPage } : changed;
    if (!where || pointerOf(where) === pointerOf(selection)) return setStepped({ redo: made.redo, after: made.after });
    setSelection(where);
    // The field the focus was in is gone with its page: the focus waits in the form, which the status names.
    formArea.current?.focus({ preventScroll: true });
    // A page by its title, as the page list shows it; by its path while it has none.
    const title = (route: SiteManifest["routes"][number]) =>
      ownTitle(route, lang) ?? ownTitle(route, "mn") ?? route.path;
    const name = where.kind === "route" ? title(made.after.routes[where.index]) : w[where.kind];
    setStepped({ where: name, redo: made.redo, after: made.after });
  }, [revision]); // eslint-disable-line react-hooks/exhaustive-deps -- after each step only
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads once on mount; state is set when the answer comes
    void load();
    return () => watching.current?.stop();
  }, [load]);

  // Every version is checked, the one the file was opened with too when an undo comes back to it.
  // An answer about a version edited since is dropped: a later one follows.
  useEffect(() => {
    if (!data || data === checked.current) return;
    let current = true;
    const timer = setTimeout(
      () =>
        void api.validate(data).then((r) => {
          if (!current) return;
          checked.current = data;
          setProblems(r.problems);
        }),
      300,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [data]);

  // The address names what the form shows, so that a reload opens it again. Going to another page
  // or section is a step of the browser's history, which Back returns from (a place opened from a
  // question, a page chosen in the list); a page's own new path only rewrites its address.
  const addressed = useRef<string>(undefined);
  useEffect(() => {
    if (!data) return;
    const address = addressOf(data, selection);
    const step = addressed.current !== undefined && addressed.current !== pointerOf(selection);
    addressed.current = pointerOf(selection);
    if (location.hash === address) return;
    if (step) window.history.pushState(null, "", address);
    else window.history.replaceState(window.history.state, "", address);
  }, [data, selection]);
  // Back and Forward show the page or section their address names; one the file no longer has
  // (a page deleted since) leaves the form as it is, under its own address.
  useEffect(() => {
    if (!data) return;
    const onStep = () => {
      const named = selectionAt(data, location.hash);
      if (named) setSelection((shown) => (pointerOf(shown) === pointerOf(named) ? shown : named));
      else window.history.replaceState(null, "", addressOf(data, selection));
    };
    window.addEventListener("popstate", onStep);
    return () => window.removeEventListener("popstate", onStep);
  }, [data, selection]);

  // Unchanged parts are shared between versions: the comparison walks only what an edit made anew.
  const changed = !!data && !!base && !dequal(data, base);
  // Unsaved edits are kept in the browser a moment after each change, under this page's own name.
  useEffect(() => {
    if (!state || !data) return;
    const page = thisPage();
    if (!changed) return forgetEdits(localStorage, { file: state.file, page });
    const timer = setTimeout(() => {
      const edits = { file: state.file, version: state.version, base, data, at: new Date().toISOString(), page };
      if (!keepEdits(localStorage, edits)) console.warn("The browser's storage is full: unsaved edits are not kept.");
    }, 400);
    return () => clearTimeout(timer);
  }, [state, base, data, changed]);

  // Paths typed for pages that still have the path they were typed for (an undo can take a page away).
  const typedNow = new Map(Object.entries(typedPaths).filter(([path]) => data?.routes.some((r) => r.path === path)));
  const typedFor = (path: string) => typedNow.get(path);
  const pathsTyped = typedNow.size > 0;

  useSafety(
    changed || pathsTyped,
    {
      save: () => changed && void trySave(false),
      undo: () => step(undo),
      redo: () => step(redo),
    },
    w.leavePage,
  );

  // What the pickers offer, and the site's shared figures shown beside the texts that use them:
  // each handed down anew only when it changes, so that typing redraws the field typed in, not the form.
  const choices = useEqualValue(data && state ? choicesOf(data, state.assets) : undefined);
  const facts = data?.settings?.facts;
  const factsAccess = useMemo<FactsAccess>(
    () => ({
      facts: facts ?? {},
      // One undo step per typing.
      setFact: (id, lang, value) =>
        setHistory((h) => {
          if (!h) return h;
          const next = withFact(h.present, id, lang, value);
          // Changed under a page's text, the figure's undo shows that page, not the site settings.
          if (shownPage.current !== undefined) factsChangedOn.set(next, shownPage.current);
          return record(h, next, `/settings/facts/${id}/${lang}`, Date.now());
        }),
    }),
    [facts],
  );
  useEffect(() => {
    shownPage.current = selection.kind === "route" ? data?.routes[selection.index]?.path : undefined;
  });
  const section = pointerOf(selection);
  const errors = useMemo(() => errorsAt(problems, section, lang), [problems, section, lang]);

  if (recovery)
    return (
      <RecoveryView
        recovery={recovery}
        onFixed={() => {
          setRecovery(undefined);
          void load();
        }}
      />
    );
  if (unreadable)
    return (
      <div role="alert" className="unreadable">
        <p>{w.unreadable}</p>
        <pre>{errorText(unreadable, lang)}</pre>
      </div>
    );
  /**
   * Saves the edits; resolves whether they are saved (when not, a notice says why). `refused` takes
   * the problems that keep them from being saved without a question, instead of that question.
   */
  async function trySave(confirmInvalid: boolean, refused?: (problems: Problem[]) => void): Promise<boolean> {
    if (!state || !data || inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    const result = await api
      .save(data, state.version, confirmInvalid)
      .catch((error: Error) => {
        setNotice({ kind: "failed", message: errorText(error, lang) });
      })
      .finally(() => {
        inFlight.current = false;
        setSaving(false);
      });
    if (!result) return false;
    if (result.status === "conflict") setNotice({ kind: "conflict", disk: result.disk });
    else if (result.status === "invalid" && refused) refused(result.problems);
    else if (result.status === "invalid") setNotice({ kind: "invalid", problems: result.problems });
    else {
      setState({ ...state, version: result.version });
      setBase(data);
      forgetEdits(localStorage, { file: state.file, page: thisPage() });
      setNotice({ kind: "saved", backup: result.backup });
      // Saved since: the status says so, not the undo or redo before it.
      setStepped(undefined);
      return true;
    }
    return false;
  }
  if (!state || !data || !base || !history) return <p className="loading">…</p>;

  const mergeDisk = (disk: { version: string; data: unknown }) => {
    const result = merge(base, data, disk.data);
    setState({ ...state, version: disk.version });
    setBase(disk.data as SiteManifest);
    // Undo after the merge takes back the author's edits, not the other save's: each step is merged too.
    const onto = (step: SiteManifest) => merge(base, step, disk.data).data as SiteManifest;
    setHistory((h) => h && rebase(h, result.data as SiteManifest, onto));
    setRevision((r) => r + 1);
    setNotice({ kind: "merged", conflicts: result.conflicts });
  };
  /** Edits kept from an earlier visit, merged into what this page shows (the file as it is now, and edits made here). */
  const takeKept = (edits: KeptEdits, more: number, firstPage?: string) => {
    // Merged into what this tab shows, so that edits made here meanwhile stay too.
    const result = merge(edits.base, edits.data, data);
    const next = result.data as SiteManifest;
    replace(next);
    // They are this page's edits now, kept under its name.
    forgetEdits(localStorage, edits);
    setNotice({ kind: "merged", conflicts: result.conflicts, kept: true, more, after: next });
    // The first page they change is shown, for the author to see them.
    const index = next.routes.findIndex((r) => r.path === firstPage);
    if (index !== -1) setSelection({ kind: "route", index });
  };
  const createPage = async (template: string, path: string, nav: string) => {
    try {
      const created = await api.newPage(data, template, path, nav);
      replace(created.data);
      // The new page opens with the focus in its title, the first text to write.
      focusField(`/routes/${created.data.routes.length - 1}/title/mn`);
      setNotice(undefined);
    } catch (error) {
      setNotice({ kind: "new", error: errorText(error, lang) });
    }
  };
  /** A page moved, copied, deleted, published or reordered: one undo step, then the page to show. */
  const changePages = (next: SiteManifest, show?: string | null) => {
    replace(next);
    const index = show == null ? -1 : next.routes.findIndex((r) => r.path === show);
    setSelection(index === -1 ? { kind: "settings" } : { kind: "route", index });
  };
  const pick = (p: Problem) => focusField(p.pointer);
  // A problem's page or section and its field, as the form names them (a list's item by its number).
  const placeOf = (p: Problem) =>
    /^\/(routes\/\d+|settings|navigation|interface)(\/|$)/.test(p.pointer)
      ? placeName(p.pointer, data, state.schemas, w)
      : "";

  // An undone page creation can leave the selection past the end of the list.
  const route = selection.kind === "route" ? data.routes[selection.index] : undefined;
  if (selection.kind === "route" && !route) setSelection({ kind: "settings" });
  const schema = (
    route ? state.schemas.templates[route.template] : state.schemas[selection.kind as "settings"]
  ) as RJSFSchema;
  return (
    <div className="editor">
      {/* A button, not a link: the address's fragment names the page shown. */}
      <button type="button" className="skip-link" onClick={() => formArea.current?.focus()}>
        {w.skipToForm}
      </button>
      <header className="toolbar">
        <strong title={state.file}>{w.siteData}</strong>
        <LanguageSwitch />
        <span className="status" role="status">
          {saving
            ? w.saving
            : // An undo or redo back to the version saved says so, not the save before it.
              notice?.kind === "saved" && !changed && stepped?.after !== data
              ? `${w.saved} (${w.savedNote})`
              : [
                  stepped?.after === data && w.steppedOn(stepped.where, stepped.redo),
                  changed
                    ? deleted?.after === data
                      ? `${w.deleted(deleted.path)} · ${w.unsaved}`
                      : w.unsaved
                    : w.noChanges,
                ]
                  .filter(Boolean)
                  .join(" · ")}
        </span>
        {(route || selection.kind !== "route") && (
          <button type="button" className="phone-only" onClick={toPreview}>
            {w.toPreview}
          </button>
        )}
        <button
          type="button"
          aria-pressed={showHistory}
          ref={historyButton}
          onKeyDown={(event) => {
            if (event.key === "Escape" && showHistory) closeHistory();
          }}
          onClick={() => {
            setShowHistory(!showHistory);
            // The history opens above the form: show it, wherever the form was scrolled to.
            formArea.current?.scrollTo({ top: 0 });
          }}
        >
          {w.history}
        </button>
        <button
          type="button"
          id="undo"
          {...{ [focusInstead]: "redo" }}
          disabled={!history.past.length}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={w.undoKeys}
          onClick={() => step(undo)}
        >
          {w.undo}
        </button>
        <button
          type="button"
          id="redo"
          {...{ [focusInstead]: "undo" }}
          disabled={!history.future.length}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          title={w.redoKeys}
          onClick={() => step(redo)}
        >
          {w.redo}
        </button>
        <button
          type="button"
          id={saveButtonId}
          className="primary"
          // Not disabled but marked so: the focus stays on it once the file is saved.
          aria-disabled={!changed || saving}
          aria-busy={saving}
          aria-keyshortcuts="Control+S Meta+S"
          title={w.saveKeys}
          onClick={() => changed && !saving && void trySave(false)}
        >
          {w.save}
        </button>
        <button type="button" className="publish" title={pw.publishKeys} onClick={() => setPublishing(true)}>
          {pw.publish}
        </button>
      </header>
      {publishing && (
        <PublishDialog
          changed={changed}
          save={(refused) => trySave(false, refused)}
          onPick={pick}
          place={placeOf}
          onClose={() => setPublishing(false)}
        />
      )}
      {notice?.kind === "failed" && (
        <div role="alert" className="banner conflict">
          <p>
            {w.saveFailed} {notice.message}
          </p>
        </div>
      )}
      {notice?.kind === "kept" && (
        <KeptEditsBanner
          edits={notice.edits}
          more={notice.more}
          schemas={state.schemas}
          onRestore={(firstPage) => takeKept(notice.edits, notice.more, firstPage)}
          onDiscard={() => {
            forgetEdits(localStorage, notice.edits);
            setNotice(undefined);
            // An earlier visit may have left edits too: offered in turn.
            watching.current?.offerNext();
            // The banner is gone: the author goes on where the page list shows what is open.
            document.getElementById(currentPageId)?.focus();
          }}
        />
      )}
      {notice?.kind === "conflict" && (
        <ConflictBanner onReload={() => void load()} onMerge={() => mergeDisk(notice.disk)} />
      )}
      {notice?.kind === "merged" && (
        <MergeReport
          conflicts={notice.conflicts}
          kept={notice.kept}
          more={notice.more}
          place={(pointer) => placeName(pointer, data, state.schemas, w)}
          onDismiss={() => {
            setNotice(undefined);
            // Edits kept by an earlier visit than those just brought back are offered in turn.
            watching.current?.offerNext();
            // The report is gone: the author goes on where the page list shows what is open.
            document.getElementById(currentPageId)?.focus();
          }}
        />
      )}
      {notice?.kind === "invalid" && (
        <ConfirmInvalid
          problems={notice.problems}
          place={placeOf}
          onConfirm={() => void trySave(true)}
          onCancel={() => setNotice(undefined)}
        />
      )}
      {notice?.kind === "new" && (
        <NewPageDialog
          templates={Object.keys(state.schemas.templates).map((id) => ({
            id,
            label: templateName(state.schemas, id, lang, w),
            folder: commonFolder(data.routes.filter((r) => r.template === id).map((r) => r.path)),
          }))}
          menus={state.menus}
          error={notice.error}
          problemOf={(template, path) => pathProblem(data, path.trim(), template, { draft: true })?.[lang]}
          onCreate={(t, p, n) => void createPage(t, p, n)}
          onCancel={() => setNotice(undefined)}
        />
      )}
      <ProblemList problems={problems} place={placeOf} onPick={pick} />
      <Sidebar
        data={data}
        problems={problems}
        selection={selection}
        onSelect={setSelection}
        onNewPage={() => setNotice({ kind: "new" })}
        pathTyped={(path) => typedFor(path) !== undefined}
        unsaved={(s) => unsavedIn(base, data, s)}
        templateName={(id) => templateName(state.schemas, id, lang, w)}
        actions={(path) => (
          <PageListActions
            key={`${path}@${revision}`}
            data={data}
            path={path}
            onChange={changePages}
            onDelete={() => setDeleting(path)}
          />
        )}
      />
      {/* The picture fields and library know the manifest being edited (where each picture is used). */}
      <MediaProvider manifest={data} template={route?.template}>
        <main id="form" className="form" ref={formArea} tabIndex={-1}>
          {showHistory && (
            <HistoryPanel
              data={data}
              schemas={state.schemas}
              version={state.version}
              unsaved={changed}
              onRestored={() => void load()}
              onClose={closeHistory}
            />
          )}
          {route && deleting === route.path && (
            <DeleteDialog
              data={data}
              path={route.path}
              schemas={state.schemas}
              onField={openLinkTo(route.path)}
              onCancel={() => setDeleting(undefined)}
              onDeleted={(next) => {
                setDeleting(undefined);
                setDeleted({ path: route.path, after: next });
                changePages(next, null);
              }}
            />
          )}
          {route && (
            <PageBar
              key={`${route.path}@${revision}`}
              data={data}
              route={route}
              schemas={state.schemas}
              typed={typedFor(route.path)}
              onType={(typed) =>
                setTypedPaths(({ [route.path]: _, ...others }) =>
                  typed === undefined ? others : { ...others, [route.path]: typed },
                )
              }
              onChange={changePages}
              onField={openLinkTo(route.path)}
              moved={lastMove}
              onMoved={setLastMove}
              askingDraft={drafting === route.path}
              onAskDraft={(ask) => setDrafting(ask ? route.path : undefined)}
            />
          )}
          {selection.kind === "navigation" ? (
            <NavigationTree
              value={data.navigation}
              pages={pageOptions(data)}
              problems={problems}
              onChange={(value, place) =>
                setHistory(
                  (h) =>
                    h && record(h, withValue(h.present, selection, value), place && `/navigation:${place}`, Date.now()),
                )
              }
            />
          ) : schema ? (
            <FactsContext.Provider value={factsAccess}>
              <ChoicesProvider value={choices!}>
                <SectionForm
                  key={`${section}@${revision}`}
                  schema={schema}
                  value={valueAt(data, selection)}
                  errors={errors}
                  onChange={(value, field) =>
                    setHistory(
                      (h) => h && record(h, withValue(h.present, selection, value), `${section}:${field}`, Date.now()),
                    )
                  }
                />
              </ChoicesProvider>
            </FactsContext.Provider>
          ) : (
            <p>{route && templateName(state.schemas, route.template, lang, w)}</p>
          )}
        </main>
      </MediaProvider>
      {(route || selection.kind !== "route") && (
        <Preview data={data} selection={selection} form={formArea} onField={focusField} place={placeOf} />
      )}
    </div>
  );
}

/**
 * Whether a page (by its path, wherever it is in the list) or a section differs from the file as
 * saved: a page the edits did not touch is the same object, so only the others are compared.
 */
function unsavedIn(saved: SiteManifest, data: SiteManifest, s: Selection): boolean {
  if (s.kind !== "route") return saved[s.kind] !== data[s.kind] && !dequal(saved[s.kind], data[s.kind]);
  const route = data.routes[s.index];
  if (!route) return false;
  // A page's answer holds until the page or the saved file changes: a keystroke compares one page.
  const known = answered.get(route);
  if (known?.saved === saved.routes) return known.unsaved;
  let byPath = savedByPath.get(saved.routes);
  if (!byPath) savedByPath.set(saved.routes, (byPath = new Map(saved.routes.map((r) => [r.path, r]))));
  const before = byPath.get(route.path);
  const unsaved = before !== route && !dequal(before, route);
  answered.set(route, { saved: saved.routes, unsaved });
  return unsaved;
}

type Routes = SiteManifest["routes"];
/** The saved pages by path, made once for each saved file (a site may have thousands of pages). */
const savedByPath = new WeakMap<Routes, Map<string, Routes[number]>>();
/** Whether a page differs from the saved file, as last found, and that file's pages. */
const answered = new WeakMap<Routes[number], { saved: Routes; unsaved: boolean }>();
