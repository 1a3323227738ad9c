import { useCallback, useEffect, useState } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import { blogListOf, otherPaths } from "../../src/routes/listing";
import { merge, type Merge } from "../merge";
import { api, type EditorState, type Problem, type SiteManifest } from "./api";
import { ConfirmInvalid, ConflictBanner, MergeReport, NewPageDialog, ProblemList } from "./dialogs";
import { Preview } from "./preview";
import { errorsAt, SectionForm } from "./section-form";
import { pointerOf, valueAt, withValue, type Selection } from "./selection";
import { Sidebar } from "./sidebar";
import { words } from "./words";

type Notice =
  | { kind: "conflict"; disk: { version: string; data: unknown } }
  | { kind: "merged"; conflicts: Merge["conflicts"] }
  | { kind: "invalid"; problems: Problem[] }
  | { kind: "new"; error?: string }
  | { kind: "saved"; backup: string };

/** The whole editor: pages on the left, the form in the middle, the page as drawn on the right. */
export function Editor() {
  const [state, setState] = useState<EditorState>();
  const [base, setBase] = useState<SiteManifest>();
  const [data, setData] = useState<SiteManifest>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [selection, setSelection] = useState<Selection>({ kind: "settings" });
  const [notice, setNotice] = useState<Notice>();
  const [unreadable, setUnreadable] = useState<string>();

  const load = useCallback(async () => {
    const loaded = await api.state().catch((error: Error) => void setUnreadable(error.message));
    if (!loaded) return;
    setState(loaded);
    setBase(loaded.data);
    setData(loaded.data);
    setProblems(loaded.problems);
    setNotice(undefined);
  }, []);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- loads once on mount; state is set when the answer comes
  useEffect(() => void load(), [load]);

  useEffect(() => {
    if (!data || data === state?.data) return;
    const timer = setTimeout(() => void api.validate(data).then((r) => setProblems(r.problems)), 300);
    return () => clearTimeout(timer);
  }, [data, state]);

  if (unreadable)
    return (
      <pre role="alert" className="unreadable">
        {unreadable}
      </pre>
    );
  if (!state || !data || !base) return <p className="loading">…</p>;
  const changed = JSON.stringify(data) !== JSON.stringify(base);

  const trySave = async (confirmInvalid: boolean) => {
    const result = await api.save(data, state.version, confirmInvalid);
    if (result.status === "conflict") setNotice({ kind: "conflict", disk: result.disk });
    else if (result.status === "invalid") setNotice({ kind: "invalid", problems: result.problems });
    else {
      setState({ ...state, version: result.version });
      setBase(data);
      setNotice({ kind: "saved", backup: result.backup });
    }
  };
  const mergeDisk = (disk: { version: string; data: unknown }) => {
    const result = merge(base, data, disk.data);
    setState({ ...state, version: disk.version });
    setBase(disk.data as SiteManifest);
    setData(result.data as SiteManifest);
    setNotice({ kind: "merged", conflicts: result.conflicts });
  };
  const createPage = async (template: string, path: string, nav: string) => {
    try {
      const created = await api.newPage(data, template, path, nav);
      setData(created.data);
      setSelection({ kind: "route", index: created.data.routes.length - 1 });
      setNotice(undefined);
    } catch (error) {
      setNotice({ kind: "new", error: (error as Error).message });
    }
  };
  const pick = (p: Problem) => {
    const match = /^\/routes\/(\d+)/.exec(p.pointer);
    if (match) setSelection({ kind: "route", index: Number(match[1]) });
    else if (/^\/(settings|navigation|interface)/.test(p.pointer))
      setSelection({ kind: p.pointer.split("/")[1] as "settings" });
  };

  const route = selection.kind === "route" ? data.routes[selection.index] : undefined;
  const schema = (
    route ? state.schemas.templates[route.template] : state.schemas[selection.kind as "settings"]
  ) as RJSFSchema;
  // Links may also name the pages the blog list makes (/blog/category/visa).
  const list = blogListOf(
    data.routes,
    (data.settings?.blogCategories ?? []).map((c) => c.id),
  );
  const choices = { paths: [...data.routes.map((r) => r.path), ...otherPaths(list)], assets: state.assets };
  return (
    <div className="editor">
      <header className="toolbar">
        <strong title={state.file}>{state.file.split(/[\\/]/).pop()}</strong>
        <span className="status" role="status">
          {notice?.kind === "saved" && !changed
            ? `${words.saved} (${words.backup} ${notice.backup})`
            : changed
              ? words.unsaved
              : words.noChanges}
        </span>
        <button type="button" className="primary" disabled={!changed} onClick={() => void trySave(false)}>
          {words.save}
        </button>
      </header>
      {notice?.kind === "conflict" && (
        <ConflictBanner onReload={() => void load()} onMerge={() => mergeDisk(notice.disk)} />
      )}
      {notice?.kind === "merged" && <MergeReport conflicts={notice.conflicts} />}
      {notice?.kind === "invalid" && (
        <ConfirmInvalid
          problems={notice.problems}
          onConfirm={() => void trySave(true)}
          onCancel={() => setNotice(undefined)}
        />
      )}
      {notice?.kind === "new" && (
        <NewPageDialog
          templates={Object.keys(state.schemas.templates)}
          menus={state.menus}
          error={notice.error}
          onCreate={(t, p, n) => void createPage(t, p, n)}
          onCancel={() => setNotice(undefined)}
        />
      )}
      <ProblemList problems={problems} onPick={pick} />
      <Sidebar
        data={data}
        problems={problems}
        selection={selection}
        onSelect={setSelection}
        onNewPage={() => setNotice({ kind: "new" })}
      />
      <main className="form">
        {schema ? (
          <SectionForm
            key={pointerOf(selection)}
            schema={schema}
            value={valueAt(data, selection)}
            errors={errorsAt(problems, pointerOf(selection))}
            choices={choices}
            onChange={(value) => setData((d) => d && withValue(d, selection, value))}
          />
        ) : (
          <p>{route?.template}</p>
        )}
      </main>
      {route && <Preview data={data} path={route.path} />}
    </div>
  );
}
