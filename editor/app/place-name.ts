import type { SiteManifest } from "../../src/generated/manifest";
import { fieldName } from "../../src/validate/field-labels";
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
  const within = (schema: unknown, value: unknown, from: string[]) =>
    w.fieldIn(fieldName(schema, value, from.length ? `/${from.join("/")}` : ""));
  if (section === "routes") {
    const route = data.routes[Number(rest[0])];
    if (route) return `${printable(route.path)} — ${within(schemas.templates[route.template], route, rest.slice(1))}`;
  }
  const sections: Record<string, [string, unknown, unknown]> = {
    settings: [w.settings, schemas.settings, data.settings],
    navigation: [w.navigation, schemas.navigation, data.navigation],
    interface: [w.interface, schemas.interface, data.interface],
  };
  const known = sections[section];
  return known ? `${known[0]} — ${within(known[1], known[2], rest)}` : printable(pointer);
}
