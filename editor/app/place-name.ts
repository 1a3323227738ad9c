import type { SiteManifest } from "../../src/generated/manifest";
import { fieldName, wholeFieldPointer } from "../../src/validate/field-labels";
import { printable } from "../../src/validate/printable";
import type { Words } from "./words";

interface Schemas {
  templates: Record<string, unknown>;
  settings: unknown;
  navigation: unknown;
  interface: unknown;
}

/**
 * A place in the manifest as an author knows it: the page's path or the section of the site, and
 * the field's name ("/about — Title (English)"), from a JSON pointer ("/routes/3/title/en").
 */
export function placeName(pointer: string, data: SiteManifest, schemas: Schemas, w: Words): string {
  const [section, ...rest] = pointer.split("/").slice(1);
  const within = (schema: unknown, value: unknown, to: string[]) => {
    const at = (segments: string[]) => (segments.length ? `/${segments.join("/")}` : "");
    // A field drawn as one control (a rule's conditions) is named as a whole, its parts unnumbered.
    const from = wholeFieldPointer(schema, value, at(to)).split("/").slice(1);
    const field = fieldName(schema, value, at(from));
    // The last item of a list on the way (a requirement, a rule of the visa finder), by its number:
    // a list's items share their field names.
    const last = from.findLastIndex((segment, i) => i > 0 && /^\d+$/.test(segment));
    const item = last === -1 ? undefined : fieldName(schema, value, at(from.slice(0, last + 1)));
    if (!item) return w.fieldIn(field);
    const n = Number(from[last]) + 1;
    // A field of its own inside the item (a rule's page), or the item itself (a requirement's text).
    const inside = from.slice(last + 1).some((segment) => segment !== "mn" && segment !== "en");
    return inside && field && field.label.en !== item.label.en
      ? `${w.itemIn(item, n)} › ${w.fieldIn(field)}`
      : w.itemIn({ ...item, lang: field?.lang }, n);
  };
  if (section === "routes") {
    const route = data.routes[Number(rest[0])];
    if (route && rest.length === 1) return printable(route.path);
    if (route) return `${printable(route.path)} — ${within(schemas.templates[route.template], route, rest.slice(1))}`;
  }
  const sections: Record<string, [string, unknown, unknown]> = {
    settings: [w.settings, schemas.settings, data.settings],
    navigation: [w.navigation, schemas.navigation, data.navigation],
    interface: [w.interface, schemas.interface, data.interface],
  };
  if (section === "redirects") {
    const redirect = rest.length ? data.redirects?.[Number(rest[0])] : undefined;
    return redirect ? `${w.redirects} — ${printable(redirect.from)} → ${printable(redirect.to)}` : w.redirects;
  }
  const known = sections[section];
  if (known && !rest.length) return known[0];
  return known ? `${known[0]} — ${within(known[1], known[2], rest)}` : printable(pointer);
}
