/**
 * The schema's words for the manifest editor, beside the standard `title` (a type's name, used for
 * the generated types) and `description` (the help code editors show on hover):
 *
 * - `x-label`: `{ "mn": "…", "en": "…" }`, the field's, block's or template's name as an author says it;
 * - `x-help`: `{ "mn": "…", "en"?: "…" }`, its help in the editor; without `en`, the English help is `description`;
 * - `x-options`: `{ "<value>": { "mn": "…", "en": "…" } }`, the names of an enum's values;
 * - `x-control`: the name of the editor's own control for a field whose choices are elsewhere in the
 *   manifest (`"finder-conditions"`: a visa finder's rule's conditions, ticked among its questions' answers);
 * - `x-page-template`: of a page field, the template of the pages it may name (`"destination"`),
 *   the only ones its picker offers.
 */
export const editorAnnotations = ["x-label", "x-help", "x-options", "x-control", "x-page-template"] as const;

export interface Words {
  mn: string;
  en: string;
}
