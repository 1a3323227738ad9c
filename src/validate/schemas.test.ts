import { describe, expect, it } from "vitest";
import { compileValidator } from "./ajv.server";
import { withRootInlined } from "./inline-refs";
import { loadSchemas, schemaBase } from "./schemas.server";

// Validations skip checking the schemas against JSON Schema's meta-schema (src/validate/ajv.server.ts):
// the schemas are the project's own files, checked here instead.
describe("the site's schemas", () => {
  it("are valid JSON Schema (draft 2020-12), and compile as every validation compiles them", () => {
    const schemas = withRootInlined(loadSchemas("schema"));
    expect(() => compileValidator(schemas, { checkSchemas: true })).not.toThrow();
  });

  it("would be refused with a keyword's value of the wrong type", () => {
    const schemas = loadSchemas("schema");
    const root = schemas.files.get(schemas.root)!;
    const broken = new Map(schemas.files).set(schemaBase + "site.schema.json", { ...root, minProperties: "one" });
    expect(() => compileValidator(withRootInlined({ ...schemas, files: broken }), { checkSchemas: true })).toThrow(
      /schema is invalid: data\/minProperties must be integer/,
    );
  });
});
