import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";

/** Every schema file under schema/, keyed by a file: URI so relative $refs resolve as on disk. */
export interface SchemaSet {
  root: string;
  files: Map<string, Record<string, unknown>>;
  templates: string[];
  blockTypes: string[];
}

export const schemaBase = "file:///schema/";

const kindName = (file: string) => file.replace(/^.*[\\/]/, "").replace(".schema.json", "");

export function loadSchemas(schemaDir: string): SchemaSet {
  const files = new Map<string, Record<string, unknown>>();
  const templates: string[] = [];
  const blockTypes: string[] = [];
  const names = readdirSync(schemaDir, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".schema.json"),
  );
  for (const name of names) {
    const rel = name.split(sep).join("/");
    files.set(schemaBase + rel, JSON.parse(readFileSync(join(schemaDir, name), "utf8")));
    if (rel.startsWith("templates/")) templates.push(kindName(rel));
    if (rel.startsWith("blocks/")) blockTypes.push(kindName(rel));
  }
  return { root: schemaBase + "site.schema.json", files, templates: templates.sort(), blockTypes: blockTypes.sort() };
}
