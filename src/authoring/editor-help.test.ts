import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { getLanguageService, TextDocument, type Hover } from "vscode-json-languageservice";
import { renderSnippets, rootSchemaFile } from "../../scripts/snippets-source";

// The language service VS Code uses for JSON, reading schema/ from disk as the editor does.
const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(new URL(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, base) => new URL(relative, base).href },
});
const schemaUri = pathToFileURL(resolve("schema/site.schema.json")).href;
service.configure({ validate: true, schemas: [{ uri: schemaUri, fileMatch: ["*.manifest.json"] }] });

/** What the hover box shows, as text. */
function hoverText(contents: Hover["contents"] | undefined): string {
  if (contents === undefined) return "";
  if (typeof contents === "string") return contents;
  if (Array.isArray(contents)) return contents.map((c) => (typeof c === "string" ? c : c.value)).join("\n");
  return contents.value;
}

function open(text: string) {
  const document = TextDocument.create("file:///work/site.manifest.json", "json", 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

describe("editor help from the schema", () => {
  it("offers a skeleton of each template when a page is started inside routes", async () => {
    const text = '{\n  "routes": [\n    \n  ]\n}';
    const { document, json } = open(text);
    const list = await service.doComplete(document, document.positionAt(text.indexOf("[") + 6), json);
    const labels = list!.items.map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(["Visa page", "Course page", "Block page"]));
    const visa = list!.items.find((item) => item.label === "Visa page")!;
    const inserted = String(visa.textEdit?.newText ?? visa.insertText);
    expect(inserted).toContain('"template": "visa"');
    expect(inserted).toContain('"stats"');
  });

  it("explains a field when the pointer rests on it", async () => {
    const text =
      '{\n  "routes": [\n    { "path": "/services/x", "template": "visa", "intro": { "mn": "а", "en": "a" } }\n  ]\n}';
    const { document, json } = open(text);
    const hover = await service.doHover(document, document.positionAt(text.indexOf('"intro"') + 2), json);
    expect(hoverText(hover?.contents)).toMatch(/The opening paragraph under the title/);
  });

  it("shows an example with the explanation of a shared field type", async () => {
    const text = '{\n  "routes": [\n    { "path": "/services/x", "template": "visa" }\n  ]\n}';
    const { document, json } = open(text);
    const hover = await service.doHover(document, document.positionAt(text.indexOf('"path"') + 2), json);
    expect(hoverText(hover?.contents)).toMatch(/The address of a page[\s\S]*```json\n"\/services\/work-visa-482"\n```/);
  });

  it("keeps the skeletons in the schema up to date (if this fails, run: npm run generate:types)", () => {
    expect(
      readFileSync(rootSchemaFile, "utf8") === renderSnippets(),
      `${rootSchemaFile} is out of date. Run: npm run generate:types`,
    ).toBe(true);
  });
});
