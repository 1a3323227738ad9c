import type { SiteManifest } from "../../src/generated/manifest";
import type { Problem } from "../../src/validate/problem";
import type { FormSchemas } from "../form-schemas.server";
import type { SaveResult, Snapshot } from "../store.server";

export type { Problem, SaveResult, SiteManifest, Snapshot };

export interface EditorState {
  file: string;
  version: string;
  data: SiteManifest;
  schemas: FormSchemas;
  assets: string[];
  menus: string[];
  problems: Problem[];
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
  state: async (): Promise<EditorState> => {
    const value = await (await fetch("/api/state")).json();
    if (typeof value.error === "string") throw new Error(value.error);
    return value;
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
};
