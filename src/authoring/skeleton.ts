import { posix } from "node:path";
import type { SchemaSet } from "../validate/schemas.server";
import { schemaBase } from "../validate/schemas.server";
import { todoMarker } from "../content/todo-marker";

type Node = Record<string, unknown>;

export { todoMarker };

/** A placeholder text: the field's own description tells the author what to write there. */
function todoText(description: unknown): { mn: string; en: string } {
  const hint = typeof description === "string" ? description.split(/(?<=\.)\s/)[0] : "";
  return { mn: `${todoMarker}: монголоор бичнэ үү`, en: `${todoMarker}: ${hint || "write the English text"}` };
}

interface Context {
  schemas: SchemaSet;
  /** A file of public/ for required picture fields until the author picks one (no template's skeleton needs one today). */
  asset: string;
  /** The day a date field starts at: a new page's, today. */
  date: string;
}

function resolve(ref: string, from: string, schemas: SchemaSet): [string, Node] {
  const [file, fragment = ""] = ref.split("#");
  const target = file ? schemaBase + posix.join(posix.dirname(from.slice(schemaBase.length)), file) : from;
  let node = schemas.files.get(target) as Node | undefined;
  if (!node) throw new Error(`${ref} (from ${from}) names no schema file`);
  for (const key of fragment.split("/").filter(Boolean)) node = node[key] as Node;
  return [target, node];
}

/** The day of the skeletons that show how a page is written (a code editor's snippets), the same at every run. */
const exampleDate = "2026-01-01";

/** A day as the manifest writes it (YYYY-MM-DD), in the author's own time zone. */
export const dayOf = (at: Date): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;

/** The smallest value the schema accepts, with every text marked unfinished. */
function build(schema: Node, file: string, context: Context, description?: unknown): unknown {
  if (typeof schema.$ref === "string") {
    const [target, node] = resolve(schema.$ref, file, context.schemas);
    return build(node, target, context, schema.description ?? description);
  }
  const about = description ?? schema.description;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.oneOf)) return build(schema.oneOf[0] as Node, file, context, about);
  const properties = (schema.properties ?? {}) as Record<string, Node>;
  if (properties.mn && properties.en) return todoText(about);
  switch (schema.type) {
    case "object": {
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, build(properties[key], file, context)]));
    }
    case "array": {
      const count = Number(schema.minItems ?? 0);
      return Array.from({ length: count }, () => build(schema.items as Node, file, context, about));
    }
    case "integer":
    case "number":
      return Number(schema.minimum ?? 0);
    case "boolean":
      return false;
    default:
      if (schema.format === "asset" || schema.format === "picture") return context.asset;
      if (schema.format === "date") return context.date;
      // A choice among the site's own (a blog category): the marker alone, shown as a question.
      if (schema.format === "category") return todoMarker;
      // The home page always exists; the author points the link elsewhere.
      if (schema.format === "route" || schema.format === "link") return "/";
      return `${todoMarker}: ${typeof about === "string" ? about.split(/(?<=\.)\s/)[0] : "fill in"}`;
  }
}

/**
 * A schema-valid page of the template at the path, every text marked TODO. It is a draft, so that
 * it is not published before its texts are written.
 */
export function skeleton(
  schemas: SchemaSet,
  template: string,
  path: string,
  asset = "",
  date = exampleDate,
): Record<string, unknown> {
  const file = `${schemaBase}templates/${template}.schema.json`;
  const schema = schemas.files.get(file) as Node | undefined;
  if (!schema) throw new Error(`there is no template called "${template}"`);
  const fields = build(schema, file, { schemas, asset, date }) as Record<string, unknown>;
  delete fields.path;
  delete fields.template;
  return { path, template, status: "draft", ...fields };
}
