import type { FormSchemas } from "../form-schemas.server";
import type { UiLang } from "./lang";
import type { Words } from "./words";

type Labelled = { "x-label"?: Partial<Record<UiLang, string>> };

/** A template by the name an author knows it by: its schema's x-label, else the editor's own word for it. */
export function templateName(schemas: FormSchemas, id: string, lang: UiLang, w: Words): string {
  const label = (schemas.templates[id] as Labelled | undefined)?.["x-label"]?.[lang];
  return label || w.templateNames[id] || id;
}

/** The folder the paths share ("/services/" for /services/student and /services/pte); "/" for none. */
export function commonFolder(paths: readonly string[]): string {
  const folders = paths.map((path) => path.split("/").slice(1, -1));
  if (!folders.length) return "/";
  const shared = folders.reduce((common, folder) => {
    const differs = common.findIndex((segment, i) => folder[i] !== segment);
    return differs === -1 ? common : common.slice(0, differs);
  });
  return shared.length ? `/${shared.join("/")}/` : "/";
}
