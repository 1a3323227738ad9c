import type { FormSchemas } from "../form-schemas.server";
import type { UiLang } from "./lang";
import type { Words } from "./words";

type Labelled = { "x-label"?: Partial<Record<UiLang, string>> };

/** A template by the name an author knows it by: its schema's x-label, else the editor's own word for it. */
export function templateName(schemas: FormSchemas, id: string, lang: UiLang, w: Words): string {
  const label = (schemas.templates[id] as Labelled | undefined)?.["x-label"]?.[lang];
  return label || w.templateNames[id] || id;
}
