import { compile, type JSONSchema } from "json-schema-to-typescript";
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { editorAnnotations } from "../src/validate/editor-annotations.ts";

export const typesFile = "src/generated/manifest.ts";

const banner = `/* Generated from schema/ by \`npm run generate:types\`. Do not edit: change the schema and run the command again. */`;

type Node = Record<string, unknown>;

/**
 * Bundles schema/ into one schema whose $defs are the titled types. A $ref with sibling keywords
 * (a field's own description) becomes a tsType naming the referenced type, so the generator keeps
 * the field's doc comment without minting a copy of the type (Text1, Text2, …) for every field.
 */
function bundle(schemaDir: string, rootFile: string): JSONSchema {
  const files = new Map<string, Node>();
  const load = (file: string) => {
    if (!files.has(file)) files.set(file, JSON.parse(readFileSync(posix.join(schemaDir, file), "utf8")));
    return files.get(file)!;
  };
  const defs: Record<string, unknown> = {};
  const resolve = (ref: string, from: string): [string, Node] => {
    const [file, fragment = ""] = ref.split("#");
    const target = file ? posix.join(posix.dirname(from), file) : from;
    let node: Node = load(target);
    for (const key of fragment.split("/").filter(Boolean)) node = node[key] as Node;
    return [target, node];
  };
  const visit = (value: unknown, file: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => visit(v, file));
    if (typeof value !== "object" || value === null) return value;
    // The editor's words and controls (x-label, x-help, x-options, x-control) are not part of the types.
    const node = Object.fromEntries(
      Object.entries(value).filter(([k]) => !(editorAnnotations as readonly string[]).includes(k)),
    ) as Node;
    if (typeof node.$ref === "string") {
      const [target, schema] = resolve(node.$ref, file);
      const name = schema.title;
      if (typeof name !== "string") throw new Error(`${node.$ref} (from ${file}) needs a "title" to name its type`);
      if (!(name in defs)) {
        defs[name] = {};
        defs[name] = visit(schema, target);
      }
      const { $ref, ...siblings } = node;
      return Object.keys(siblings).length ? { ...siblings, tsType: name } : { $ref: `#/$defs/${name}` };
    }
    const { $defs, $schema, discriminator, ...rest } = node;
    return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, visit(v, file)]));
  };
  const root = visit(load(rootFile), rootFile) as Node;
  return { ...root, $defs: defs } as JSONSchema;
}

/** The TypeScript types of the manifest, as generated from the schema. */
export async function renderTypes(): Promise<string> {
  return compile(bundle("schema", "site.schema.json"), "SiteManifest", {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    style: { printWidth: 120 },
  });
}
