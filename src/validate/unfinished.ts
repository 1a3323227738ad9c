import type { Problem } from "./problem.ts";
import { pointerOf, segmentsOf } from "./problem.ts";
import { todoMarker } from "../content/todo-marker.ts";

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

/**
 * One warning per page that still has placeholder texts, at the first of them, naming its fields;
 * one per text elsewhere. A page scaffolded by `npm run new` has dozens, and a warning for each
 * would bury every other message.
 */
export function unfinishedWarnings(manifest: unknown, found: string[]): Problem[] {
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
  return [...byPlace].map(([place, fields]) => {
    const first = pointers.find((p) => p.startsWith(place))!;
    const pageLevel = place.startsWith("/routes/");
    const shown = fields.slice(0, 6).join(", ") + (fields.length > 6 ? `, and ${fields.length - 6} more` : "");
    return {
      severity: "warning",
      pointer: fieldOf(first),
      message: pageLevel
        ? `this page is not finished: ${fields.length === 1 ? "1 field still starts" : `${fields.length} fields still start`} with ${todoMarker} (${shown})`
        : `this text is not written yet: it still starts with ${todoMarker}`,
      hint: `replace every text starting with ${todoMarker} before publishing`,
    } satisfies Problem;
  });
}
