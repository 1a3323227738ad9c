import { posix } from "node:path";
import { loadSchemas, schemaBase, type SchemaSet } from "../src/validate/schemas.server";

type Node = Record<string, unknown>;

/** The schemas the editor's forms are drawn from: one per template, settings and navigation. */
export interface FormSchemas {
  templates: Record<string, Node>;
  settings: Node;
  navigation: Node;
  interface: Node;
}

/**
 * A schema with every $ref replaced by what it points to, so that the form library needs no file
 * loading; keywords only the validator or code editors read are dropped. A choice's discriminator
 * stays: the form then shows the kind an item names ("type": "hero"), not the first kind its
 * values happen to fit, and does not try each kind in turn.
 */
function inline(schemas: SchemaSet, node: unknown, file: string, choice = false): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(schemas, n, file, choice));
  if (typeof node !== "object" || node === null) return node;
  const { $ref, $schema, $defs, defaultSnippets, markdownDescription, $comment, ...rest } = node as Node;
  const own: Node = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, inline(schemas, v, file, k === "oneOf" || k === "anyOf")]),
  );
  // A fixed value (a block's "type") is shown, not edited.
  if ("const" in own) own.readOnly = true;
  if (typeof $ref !== "string") return own;
  const [target, fragment = ""] = $ref.split("#");
  const from = target ? schemaBase + posix.join(posix.dirname(file.slice(schemaBase.length)), target) : file;
  let resolved = schemas.files.get(from) as Node;
  for (const key of fragment.split("/").filter(Boolean)) resolved = resolved[key] as Node;
  // A field is labelled by its own name and described in its own words, not by its shared type's;
  // a choice between types (the kinds of block) is labelled by the type's title. The type's x-label
  // names a field that has none of its own; its x-help describes the type, so a field with a
  // description of its own does not take it. x-type names the shared type (a key figure is a "stat");
  // x-label-of-type says that the field's name is its type's, which names no field where a problem is.
  const { title, "x-help": typeHelp, ...type } = inline(schemas, resolved, from) as Node;
  const def = /^\/\$defs\/([^/]+)$/.exec(fragment)?.[1];
  return {
    ...type,
    ...(def ? { "x-type": def } : {}),
    ...(type["x-label"] !== undefined && own["x-label"] === undefined ? { "x-label-of-type": true } : {}),
    ...(choice ? { title } : {}),
    ...(typeHelp !== undefined && !("description" in own) ? { "x-help": typeHelp } : {}),
    ...own,
  };
}

export function formSchemas(schemaDir = "schema"): FormSchemas {
  const schemas = loadSchemas(schemaDir);
  const at = (file: string) => inline(schemas, schemas.files.get(schemaBase + file), schemaBase + file) as Node;
  const root = schemas.files.get(schemas.root) as { properties: Record<string, Node> };
  return {
    templates: Object.fromEntries(schemas.templates.map((t) => [t, at(`templates/${t}.schema.json`)])),
    settings: at("settings.schema.json"),
    navigation: at("navigation.schema.json"),
    interface: inline(schemas, root.properties.interface, schemas.root) as Node,
  };
}
