import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every schema file under schema/, keyed by a file: URI so relative $refs resolve as on disk. */
export interface SchemaSet {
  root: string;
  files: Map<string, Record<string, unknown>>;
  templates: string[];
  blockTypes: string[];
}

export const schemaBase = "file:///schema/";

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listJson(full);
    return entry.name.endsWith(".schema.json") ? [full] : [];
  });
}

const kindName = (file: string) => file.replace(/^.*[\\/]/, "").replace(".schema.json", "");

export function loadSchemas(schemaDir: string): SchemaSet {
  const files = new Map<string, Record<string, unknown>>();
  const templates: string[] = [];
  const blockTypes: string[] = [];
  for (const file of listJson(schemaDir)) {
    const rel = relative(schemaDir, file).split(sep).join("/");
    files.set(schemaBase + rel, JSON.parse(readFileSync(file, "utf8")));
    if (rel.startsWith("templates/")) templates.push(kindName(rel));
    if (rel.startsWith("blocks/")) blockTypes.push(kindName(rel));
  }
  return { root: schemaBase + "site.schema.json", files, templates: templates.sort(), blockTypes: blockTypes.sort() };
}
