import type { Problem } from "./problem.ts";
import { leadingSegments } from "./problem.ts";
import { todoMarker } from "../content/todo-marker.ts";
import { isDraft } from "../routes/status.ts";
import { isObject, list } from "./json.ts";

/** Whether a text is still the placeholder that `npm run new` writes. */
export const isUnfinished = (value: string) => value.startsWith(todoMarker);

const fieldOf = (pointer: string) => pointer.replace(/\/(mn|en)$/, "");

const fieldCount = (n: number) => (n === 1 ? "1 field still starts" : `${n} fields still start`);
/**
 * The fields left, as the editor says it under the first of them, where the problem is shown:
 * "this field and 16 others", «энэ болон өөр 16 талбарт».
 */
const thisAndOthers = {
  en: (n: number) => (n === 1 ? "this field still starts" : `this field and ${n - 1} others still start`),
  mn: (n: number) => (n === 1 ? "энэ талбарт" : `энэ болон өөр ${n - 1} талбарт`),
};

/**
 * One problem per page that still has placeholder texts, at the first of them, naming its fields;
 * one warning per text elsewhere. A page scaffolded by `npm run new` has dozens, and a message for
 * each would bury every other. A draft's are warnings; a published page would show them to
 * visitors, so its are errors.
 */
export function unfinishedProblems(manifest: unknown, found: string[]): Problem[] {
  // `found` is in the order the author reads the texts. One place per page (or per text outside
  // pages), at its first text, naming each field once.
  const byPlace = new Map<string, { pointer: string; fields: Set<string> }>();
  for (const pointer of found) {
    const [section, index] = leadingSegments(pointer, 2);
    const place = section === "routes" && index !== undefined ? `/routes/${index}` : fieldOf(pointer);
    const field = fieldOf(pointer).slice(place.length + 1) || fieldOf(pointer);
    const entry = byPlace.get(place);
    if (entry) entry.fields.add(field);
    else byPlace.set(place, { pointer: fieldOf(pointer), fields: new Set([field]) });
  }
  const routes = isObject(manifest) ? list(manifest.routes) : [];
  return [...byPlace].map(([place, { pointer, fields: named }]): Problem => {
    const fields = [...named];
    const shown = fields.slice(0, 6).join(", ") + (fields.length > 6 ? `, and ${fields.length - 6} more` : "");
    if (!place.startsWith("/routes/"))
      return {
        severity: "warning",
        pointer,
        message: `this text is not written yet: it still starts with ${todoMarker}`,
        hint: `replace every text starting with ${todoMarker} before publishing`,
        mn: {
          message: "Энэ бичвэрийг хараахан бичээгүй байна: урьдчилсан бичвэр хэвээр",
          hint: "Нийтлэхээс өмнө урьдчилсан бичвэр бүрийг жинхэнэ бичвэрээр солино уу",
        },
      };
    if (isDraft(routes[Number(leadingSegments(place, 2)[1])]))
      return {
        severity: "warning",
        pointer,
        message: `this page is not finished: ${fieldCount(fields.length)} with ${todoMarker} (${shown})`,
        hint: `replace every text starting with ${todoMarker} before publishing`,
        en: {
          message: `this page is not finished: ${thisAndOthers.en(fields.length)} with ${todoMarker}`,
          hint: `replace every text starting with ${todoMarker} before publishing`,
        },
        mn: {
          message: `Энэ хуудас дуусаагүй байна: ${thisAndOthers.mn(fields.length)} урьдчилсан бичвэр үлдсэн`,
          hint: "Нийтлэхээс өмнө урьдчилсан бичвэр бүрийг жинхэнэ бичвэрээр солино уу",
        },
      };
    return {
      severity: "error",
      pointer,
      message: `this page is published, but ${fieldCount(fields.length)} with ${todoMarker} (${shown})`,
      hint: `write them, or set the page back to draft with "status": "draft"`,
      en: {
        message: `this page is published, but ${thisAndOthers.en(fields.length)} with ${todoMarker}`,
        hint: "write them, or turn the page's Published switch off to make it a draft again",
      },
      mn: {
        message: `Энэ хуудас нийтлэгдсэн боловч ${thisAndOthers.mn(fields.length)} урьдчилсан бичвэр үлдсэн байна`,
        hint: "Тэдгээрийг бичих, эсвэл хуудсыг ноорог болгоно уу",
      },
    };
  });
}
