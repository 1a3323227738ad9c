import { isObject, type Json } from "./json.ts";
import { segmentsOf } from "./problem.ts";

/** Keywords whose values are data, not schemas: a "$ref" inside them is not a reference. */
const dataKeywords = new Set(["const", "enum", "default", "examples", "defaultSnippets"]);
/** What only a schema file's root has: its dialect and the definitions now written out in place. */
const rootOnly = new Set(["$schema", "$id", "$defs"]);

/**
 * The root schema with every `$ref` replaced by the schema it names, for ajv to compile as one
 * function. ajv compiles a referenced schema that has references of its own into a function of its
 * own and joins each call's errors to the ones before with Array.concat, a copy of them all: with
 * every page of a manifest wrong, validation grew with the square of the pages (100,000 empty pages,
 * minutes). Written out in place, errors are added one at a time. A `$ref` beside other keywords
 * becomes an `allOf` of one, which means the same; a reference back into a schema being written
 * out (a cycle) stays a reference.
 */
export function inlineRefs(files: ReadonlyMap<string, Json>, rootId: string): Json {
  const written = new Map<string, unknown>();
  const open = new Set<string>();

  const target = (uri: string): unknown => {
    const [file, fragment = ""] = uri.split("#");
    let node: unknown = files.get(file);
    for (const segment of segmentsOf(decodeURIComponent(fragment))) node = isObject(node) ? node[segment] : undefined;
    if (node === undefined) throw new Error(`the schema ${uri} does not exist`);
    return node;
  };

  const reference = (ref: string, base: string): unknown => {
    const url = new URL(ref, base);
    const uri = `${url.href.split("#")[0]}#${url.hash.slice(1)}`;
    if (open.has(uri)) return { $ref: uri };
    let schema = written.get(uri);
    if (schema === undefined) {
      open.add(uri);
      schema = walk(target(uri), uri.split("#")[0], true);
      open.delete(uri);
      written.set(uri, schema);
    }
    return schema;
  };

  const walk = (node: unknown, base: string, isRoot = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, base));
    if (!isObject(node)) return node;
    const copy: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") continue;
      if (isRoot && rootOnly.has(key)) continue;
      copy[key] = dataKeywords.has(key) ? value : walk(value, base);
    }
    if (typeof node.$ref !== "string") return copy;
    const referenced = reference(node.$ref, base);
    return Object.keys(copy).length
      ? { ...copy, allOf: [...((copy.allOf as unknown[]) ?? []), referenced] }
      : referenced;
  };

  return walk(files.get(rootId), rootId, true) as Json;
}

/** The schemas with the root's references written out in place (the other files stay, unchanged). */
export const withRootInlined = <T extends { root: string; files: Map<string, Json> }>(schemas: T): T => ({
  ...schemas,
  files: new Map(schemas.files).set(schemas.root, inlineRefs(schemas.files, schemas.root)),
});
