import type { Problem } from "./problem.ts";
import { pointerOf, segmentsOf } from "./problem.ts";
import { todoMarker } from "../content/todo-marker.ts";
import { isDraft } from "../routes/status.ts";
import { isObject, list } from "./json.ts";

/** Whether a text is still the placeholder that `npm run new` writes. */
export const isUnfinished = (value: string) => value.startsWith(todoMarker);

/** The pointers in the order the author reads them, top to bottom. */
function documentOrder(root: unknown, wanted: Set<string>): string[] {
  const ordered: string[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === "string") {
      if (wanted.has(pointer)) ordered.push(pointer);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, pointerOf(...segmentsOf(pointer), i)));
    else if (typeof value === "object" && value !== null)
      for (const [k, v] of Object.entries(value)) walk(v, pointerOf(...segmentsOf(pointer), k));
  };
  walk(root, "");
  return ordered;
}

const fieldOf = (pointer: string) => pointer.replace(/\/(mn|en)$/, "");

const fieldCount = (n: number) => (n === 1 ? "1 field still starts" : `${n} fields still start`);

/**
 * One problem per page that still has placeholder texts, at the first of them, naming its fields;
 * one warning per text elsewhere. A page scaffolded by `npm run new` has dozens, and a message for
 * each would bury every other. A draft's are warnings; a published page would show them to
 * visitors, so its are errors.
 */
export function unfinishedProblems(manifest: unknown, found: string[]): Problem[] {
  if (!found.length) return [];
  const pointers = documentOrder(manifest, new Set(found));
  const byPlace = new Map<string, string[]>();
  for (const pointer of pointers) {
    const [section, index] = segmentsOf(pointer);
    const place = section === "routes" && index !== undefined ? `/routes/${index}` : fieldOf(pointer);
    const fields = byPlace.get(place) ?? [];
    const field = fieldOf(pointer).slice(place.length + 1) || fieldOf(pointer);
    if (!fields.includes(field)) fields.push(field);
    byPlace.set(place, fields);
  }
  const routes = isObject(manifest) ? list(manifest.routes) : [];
  return [...byPlace].map(([place, fields]): Problem => {
    const pointer = fieldOf(pointers.find((p) => p.startsWith(place))!);
    const shown = fields.slice(0, 6).join(", ") + (fields.length > 6 ? `, and ${fields.length - 6} more` : "");
    if (!place.startsWith("/routes/"))
      return {
        severity: "warning",
        pointer,
        message: `this text is not written yet: it still starts with ${todoMarker}`,
        hint: `replace every text starting with ${todoMarker} before publishing`,
      };
    if (isDraft(routes[Number(segmentsOf(place)[1])]))
      return {
        severity: "warning",
        pointer,
        message: `this page is not finished: ${fieldCount(fields.length)} with ${todoMarker} (${shown})`,
        hint: `replace every text starting with ${todoMarker} before publishing`,
      };
    return {
      severity: "error",
      pointer,
      message: `this page is published, but ${fieldCount(fields.length)} with ${todoMarker} (${shown})`,
      hint: `write them, or set the page back to draft with "status": "draft"`,
    };
  });
}
