import type { Place } from "../../../src/authoring/changes";
import { entryName } from "../../../src/validate/field-labels";
import { pointerOf, segmentsOf } from "../../../src/validate/problem";
import type { FormSchemas } from "../../form-schemas.server";
import { isConditions, questionsOf, wordsOf, type Question } from "../finder/conditions";
import type { UiLang } from "../lang";
import type { Words } from "../words";
import { isBilingual, isNode, itemHeading, labelOf, ownTitle, type Node } from "./labels";
import { formWords } from "./words";

/** Of a choice between types (the kinds of block), the one the value is: by its fixed "type", else the first. */
function variantOf(schema: Node, value: unknown): Node {
  const choices = [schema.oneOf, schema.anyOf].find(Array.isArray) as unknown[] | undefined;
  if (!choices) return schema;
  const typed = choices.filter(isNode);
  const type = isNode(value) ? value.type : undefined;
  const match = typed.find(
    (c) => isNode(c.properties) && isNode(c.properties.type) && c.properties.type.const === type,
  );
  return match ?? typed[0] ?? schema;
}

/**
 * A field of the manifest named as the forms name it, for an author: the page's title, then each
 * item and field down to it ("Home › Visa finder › Rule 4 › Page to recommend"), in the
 * interface's language. `pointer` is the field's JSON pointer; a step the schema does not know is
 * named by its key. `section: false` leaves out the first name (the page's title, or "Settings"),
 * for a list shown under it.
 */
export function placeWords(
  schemas: FormSchemas,
  data: { routes: readonly unknown[] },
  pointer: string,
  lang: UiLang,
  w: Pick<Words, "settings" | "navigation" | "interface" | "redirects">,
  { section = true }: { section?: boolean } = {},
): string {
  const keys = segmentsOf(pointer);
  let schema: Node | undefined;
  let value: unknown;
  // The values passed on the way down, the nearest last: a rule's conditions name its block's questions.
  const above: unknown[] = [];
  // Inside a rule's conditions, the question being named, whose answers are named by their words.
  let question: Question | undefined;
  const names: string[] = [];
  const [part, ...rest] = keys;
  if (part === "routes") {
    value = data.routes[Number(rest[0])];
    const route = isNode(value) ? value : {};
    schema = schemas.templates[String(route.template)];
    names.push(ownTitle(route, lang) ?? String(route.path ?? ""));
    rest.shift();
  } else if (part === "settings" || part === "navigation" || part === "interface") {
    value = (data as Record<string, unknown>)[part];
    schema = schemas[part];
    names.push(w[part]);
  } else if (part === "redirects") return redirectWords((data as { redirects?: unknown }).redirects, rest, w);
  else return pointer;
  for (const key of rest) {
    const here: Node | undefined = schema && variantOf(schema, value);
    above.push(value);
    if (question && Array.isArray(value)) {
      const answer = String(value[Number(key)] ?? key);
      const option = question.options.find((o) => o.value === answer);
      names.push(wordsOf(option?.label, lang, answer));
      break;
    }
    if (isConditions(here)) {
      const block = above.findLast((v) => isNode(v) && Array.isArray(v.questions));
      question = questionsOf(block).find((q) => q.id === key);
      names.push(question ? wordsOf(question.label, lang, key) : key);
      schema = undefined;
      value = isNode(value) ? value[key] : undefined;
      continue;
    }
    if (Array.isArray(value)) {
      const index = Number(key);
      const items: Node | undefined = here && isNode(here.items) ? variantOf(here.items, value[index]) : undefined;
      const kind = items && !isBilingual(items) ? labelOf(items, lang) : undefined;
      // The item's heading names its kind ("Rule 4"): it takes the list's place, or numbers it.
      const heading = items ? itemHeading(items, value[index], lang, index, kind) : String(index + 1);
      const list = names.length > 1 ? names.pop()! : "";
      names.push(/^\d+$/.test(heading) ? `${list} ${heading}`.trim() : heading);
      schema = items;
      value = value[index];
      continue;
    }
    const properties = here && isNode(here.properties) ? here.properties : undefined;
    const field = properties && isNode(properties[key]) ? properties[key] : undefined;
    // An entry of a dictionary is named by its own name (a fact's), else by its key (an interface word's).
    const entry = !field && here && isNode(here.additionalProperties) ? here.additionalProperties : undefined;
    if (here && isBilingual(here) && (key === "mn" || key === "en")) names.push(formWords[lang][key]);
    else if (entry) names.push(entryName(isNode(value) ? value[key] : undefined, key)[lang]);
    else names.push((field && labelOf(field, lang, key)) ?? key);
    schema = field ?? entry;
    value = isNode(value) ? value[key] : undefined;
  }
  return (section ? names : names.slice(1)).join(" › ");
}

/** A redirect, by the old address and where it sends visitors: "Redirects › /old → /new". */
function redirectWords(redirects: unknown, rest: string[], w: Pick<Words, "redirects">): string {
  const redirect = rest.length && Array.isArray(redirects) ? (redirects[Number(rest[0])] as unknown) : undefined;
  const { from, to } = isNode(redirect) ? redirect : {};
  return typeof from === "string" && typeof to === "string" ? `${w.redirects} › ${from} → ${to}` : w.redirects;
}

/**
 * A field History lists as changed, in the author's words as placeWords gives them, looked up in
 * the manifest as it is now; `label` (the record's own, with the manifest's keys) where the page
 * is gone or the record is older than its places.
 */
export function changeWords(
  schemas: FormSchemas,
  data: { routes: readonly unknown[] },
  place: Place | undefined,
  label: string,
  lang: UiLang,
  w: Pick<Words, "settings" | "navigation" | "interface" | "redirects" | "redirectRemoved" | "changedWhole">,
): string {
  if (!place) return label;
  if ("whole" in place) return w.changedWhole[place.whole];
  if ("redirect" in place) {
    const { from, to } = place.redirect;
    return `${w.redirects} › ${to === undefined ? w.redirectRemoved(from) : `${from} → ${to}`}`;
  }
  if (place.page === undefined) return placeWords(schemas, data, pointerOf(...place.at), lang, w);
  const index = data.routes.findIndex((r) => isNode(r) && r.path === place.page);
  return index < 0 ? label : placeWords(schemas, data, pointerOf("routes", index, ...place.at), lang, w);
}
