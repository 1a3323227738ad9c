import type { SiteManifest } from "../../src/generated/manifest";
import type { Problem } from "../../src/validate/problem";
import type { FormSchemas } from "../form-schemas.server";
import type { PreviewAnswer, PreviewTarget } from "../preview.server";
import type { SaveResult, Snapshot } from "../store.server";
import type { BackupEntry } from "../../src/authoring/history.server";
import type { Recovery, RestoreResult, SaveTextResult, TextProblem } from "../history.server";

export type {
  BackupEntry,
  PreviewAnswer,
  PreviewTarget,
  Problem,
  Recovery,
  RestoreResult,
  SaveResult,
  SaveTextResult,
  SiteManifest,
  Snapshot,
  TextProblem,
};

/** A menu's name and its label (and the header's drop-down menu it is in) in both languages. */
export interface MenuName {
  name: string;
  label: { mn: string; en: string };
  within?: { mn: string; en: string };
  /** The part of the page the menu is in. */
  part: "header" | "footer";
}

export interface EditorState {
  file: string;
  version: string;
  data: SiteManifest;
  schemas: FormSchemas;
  assets: string[];
  /** The places a new page can be listed in, by name, with the labels visitors see. */
  menus: MenuName[];
  problems: Problem[];
}

/**
 * What /api/state answers (status 200 either way): the editor's state, or, when the file cannot be
 * opened as a manifest (not JSON, or not one JSON object), `{ recovery }` for the recovery view.
 */
export type Opened = { state: EditorState } | { recovery: Recovery };

/** An answer's error, with its Mongolian (errorMn) for the editor's Mongolian interface. */
const apiError = (value: { error: string; errorMn?: unknown }) =>
  Object.assign(new Error(value.error), typeof value.errorMn === "string" ? { mn: value.errorMn } : {});

async function get<T>(path: string): Promise<T> {
  const value = await (await fetch(path)).json();
  if (value && typeof value.error === "string") throw apiError(value);
  return value as T;
}

async function post<T>(path: string, input: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const value = await response.json();
  if (value && typeof value.error === "string") throw apiError(value);
  return value as T;
}

export const api = {
  open: async (): Promise<Opened> => {
    const value = await get<EditorState | { recovery: Recovery }>("/api/state");
    return "recovery" in value ? value : { state: value };
  },
  validate: (data: SiteManifest) => post<{ problems: Problem[] }>("/api/validate", { data }),
  /** A page (or a section's header and footer) drawn, or its problems, with the page drawn in spite of them when it could be. */
  preview: async (data: SiteManifest, target: PreviewTarget, lang: "mn" | "en"): Promise<PreviewAnswer> => {
    const response = await fetch("/api/preview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data, ...target, lang }),
    });
    if (response.ok) return { html: await response.text() };
    const value = await response.json();
    if (Array.isArray(value?.problems))
      return {
        problems: value.problems as Problem[],
        ...(typeof value.html === "string" ? { html: value.html } : {}),
      };
    throw new Error(typeof value?.error === "string" ? value.error : `preview answered ${response.status}`);
  },
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
