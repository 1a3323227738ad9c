/**
 * The schema's words for the manifest editor, beside the standard `title` (a type's name, used for
 * the generated types) and `description` (the help code editors show on hover):
 *
 * - `x-label`: `{ "mn": "…", "en": "…" }`, the field's, block's or template's name as an author says it;
 * - `x-help`: `{ "mn": "…", "en"?: "…" }`, its help in the editor; without `en`, the English help is `description`;
 * - `x-options`: `{ "<value>": { "mn": "…", "en": "…" } }`, the names of an enum's values.
 */
export const editorAnnotations = ["x-label", "x-help", "x-options"] as const;

export interface Words {
  mn: string;
  en: string;
}
