// A draft may be saved half written: a text still missing, a new item of a list left empty. The
// validator says so (as warnings, a draft being unpublished), and the preview still draws the page
// as it stands, its unwritten texts empty, rather than answering that it cannot.
import type { SiteManifest } from "../src/generated/manifest";
import type { FormSchemas } from "./form-schemas.server";

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
/** A text in both languages: an object of exactly "mn" and "en". */
const isText = (schema: Node) => isNode(schema.properties) && Object.keys(schema.properties).sort().join() === "en,mn";

/** Of a choice of kinds (a page's blocks), the schema of the kind the value names. */
function kindOf(value: unknown, schema: unknown): unknown {
  if (!isNode(schema) || !Array.isArray(schema.oneOf)) return schema;
  const discriminator = isNode(schema.discriminator) ? schema.discriminator.propertyName : undefined;
  const name = typeof discriminator === "string" ? discriminator : "type";
  const kind = isNode(value) ? value[name] : undefined;
  const chosen = schema.oneOf.find(
    (option) =>
      isNode(option) &&
      isNode(option.properties) &&
      isNode(option.properties[name]) &&
      option.properties[name].const === kind,
  );
  return chosen ?? schema;
}

/** `value` with every text its schema asks for present: those not written yet (or not at all) empty. */
function withTexts(value: unknown, schema: unknown): unknown {
  if (!isNode(schema)) return value;
  if (isText(schema)) {
    const text = isNode(value) ? value : {};
    return { mn: typeof text.mn === "string" ? text.mn : "", en: typeof text.en === "string" ? text.en : "" };
  }
  if (Array.isArray(value)) return value.map((item) => withTexts(item, kindOf(item, schema.items)));
  if (!isNode(value) || !isNode(schema.properties)) return value;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const out: Node = { ...value };
  for (const [key, field] of Object.entries(schema.properties)) {
    if (key in value) out[key] = withTexts(value[key], kindOf(value[key], field));
    else if (required.has(key) && isNode(field) && isText(field)) out[key] = { mn: "", en: "" };
    else if (required.has(key) && isNode(field) && field.type === "array") out[key] = [];
  }
  return out;
}

/** The manifest with the page at `path` as the preview draws it: its unwritten texts empty. */
export function withUnwrittenTexts(manifest: SiteManifest, path: string, forms: FormSchemas): SiteManifest {
  if (!Array.isArray(manifest.routes)) return manifest;
  const routes = manifest.routes.map((route) =>
    isNode(route) && route.path === path && forms.templates[route.template]
      ? (withTexts(route, forms.templates[route.template]) as typeof route)
      : route,
  ) as SiteManifest["routes"];
  return { ...manifest, routes };
}
