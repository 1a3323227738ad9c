import type { SiteManifest } from "../../src/generated/manifest";
import type { Problem } from "../../src/validate/problem";
import type { FormSchemas } from "../form-schemas.server";
import type { SaveResult, Snapshot } from "../store.server";
import type { BackupEntry } from "../../src/authoring/history.server";
import type { Recovery, RestoreResult, SaveTextResult, TextProblem } from "../history.server";

export type {
  BackupEntry,
  Problem,
  Recovery,
  RestoreResult,
  SaveResult,
  SaveTextResult,
  SiteManifest,
  Snapshot,
  TextProblem,
};

export interface EditorState {
  file: string;
  version: string;
  data: SiteManifest;
  schemas: FormSchemas;
  assets: string[];
  menus: string[];
  problems: Problem[];
}

/**
 * What /api/state answers (status 200 either way): the editor's state, or, when the file cannot be
 * opened as a manifest (not JSON, or not one JSON object), `{ recovery }` for the recovery view.
 */
export type Opened = { state: EditorState } | { recovery: Recovery };

async function get<T>(path: string): Promise<T> {
  const value = await (await fetch(path)).json();
  if (value && typeof value.error === "string") throw new Error(value.error);
  return value as T;
}

async function post<T>(path: string, input: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const value = await response.json();
  if (value && typeof value.error === "string") throw new Error(value.error);
  return value as T;
}

export const api = {
  open: async (): Promise<Opened> => {
    const value = await get<EditorState | { recovery: Recovery }>("/api/state");
    return "recovery" in value ? value : { state: value };
  },
  validate: (data: SiteManifest) => post<{ problems: Problem[] }>("/api/validate", { data }),
  preview: async (data: SiteManifest, path: string, lang: "mn" | "en") =>
    (
      await fetch("/api/preview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data, path, lang }),
      })
    ).text(),
  newPage: (data: SiteManifest, template: string, path: string, nav: string) =>
    post<{ data: SiteManifest }>("/api/new", { data, template, path, nav }),
  save: (data: SiteManifest, version: string, confirmInvalid: boolean) =>
    post<SaveResult>("/api/save", { data, version, confirmInvalid }),
  /** The kept earlier versions of the file, newest first. */
  history: () => get<{ backups: BackupEntry[] }>("/api/history"),
  /** Puts a backup back; the version it replaces is kept as a backup first. */
  restore: (id: string) => post<RestoreResult>("/api/restore", { id }),
  /** Writes the file's text as typed (recovery view), unless the file changed since `version`. */
  saveText: (text: string, version: string) => post<SaveTextResult>("/api/save-text", { text, version }),
};
