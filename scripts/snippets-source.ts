import { readFileSync } from "node:fs";
import { applyEdits, modify } from "jsonc-parser";
import { skeleton } from "../src/authoring/skeleton";
import { loadSchemas, schemaBase } from "../src/validate/schemas.server";

export const rootSchemaFile = "schema/site.schema.json";

/** Where each template's pages usually live, for the path of its skeleton. */
const examplePaths: Record<string, string> = {
  article: "/blog/new-article",
  course: "/courses/new-course",
  destination: "/destinations/new-destination",
  page: "/new-page",
  service: "/services/new-service",
  "test-prep": "/services/new-test",
  visa: "/services/new-visa",
};

/** "TestPrepPage" → "Test prep page". */
function labelOf(title: string): string {
  const words = title.replace(/([a-z])([A-Z])/g, "$1 $2");
  return words[0] + words.slice(1).toLowerCase();
}

/**
 * site.schema.json with one VS Code skeleton per template on the route type, the same skeleton
 * `npm run new` writes: typing `{` inside "routes" offers "Visa page", "Course page"…
 */
export function renderSnippets(schemaDir = "schema"): string {
  const schemas = loadSchemas(schemaDir);
  const snippets = schemas.templates.map((template) => {
    const schema = schemas.files.get(`${schemaBase}templates/${template}.schema.json`)!;
    return {
      label: labelOf(String(schema.title)),
      description: String(schema.description),
      body: skeleton(schemas, template, examplePaths[template] ?? `/new-${template}`),
    };
  });
  const text = readFileSync(rootSchemaFile, "utf8");
  const edits = modify(text, ["$defs", "route", "defaultSnippets"], snippets, {
    formattingOptions: { insertSpaces: true, tabSize: 2 },
  });
  return applyEdits(text, edits);
}
