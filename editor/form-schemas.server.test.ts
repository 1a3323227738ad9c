import { readFileSync } from "node:fs";
import { createSchemaUtils, getDiscriminatorFieldFromSchema, type RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { describe, expect, it } from "vitest";
import { fieldName } from "../src/validate/field-labels";
import { formSchemas } from "./form-schemas.server";

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node };
const read = (file: string) =>
  JSON.parse(readFileSync(`schema/${file}`, "utf8")) as Node & { $defs: Record<string, Node> };

describe("form schemas", () => {
  const forms = formSchemas("schema");
  const visa = forms.templates.visa as Node;
  const raw = read("templates/visa.schema.json");
  const common = read("common.schema.json");

  it("name the text an author has left unwritten by its field, in the language it is in", () => {
    const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8")) as { routes: { template: string }[] };
    const route = manifest.routes.find((r) => r.template === "visa");
    const caption = (raw.properties!.stats.items as Node).properties ?? common.$defs.stat.properties!;
    expect(fieldName(visa, route, "/title/mn")).toEqual({ label: raw.properties!.title["x-label"], lang: "mn" });
    expect(fieldName(visa, route, "/stats/0/label/en")).toEqual({ label: caption.label["x-label"], lang: "en" });
  });

  it("label a field by its own x-label rather than its type's, and drop the type's title", () => {
    const title = visa.properties!.title;
    expect(title["x-label"]).toEqual(raw.properties!.title["x-label"]);
    expect(title["x-label"]).not.toEqual(common.$defs.text["x-label"]);
    expect(title.title).toBeUndefined();
  });

  it("name a field by its type's x-label when it has none of its own, and say which type it is", () => {
    const item = visa.properties!.stats.items!;
    expect(item["x-type"]).toBe("stat");
    expect(item["x-label"]).toEqual(common.$defs.stat["x-label"]);
  });

  it("give a field with its own description none of its type's help", () => {
    const title = visa.properties!.title;
    expect(title.description).toBe(raw.properties!.title.description);
    expect(title["x-help"]).toEqual(raw.properties!.title["x-help"]);
  });
});

describe("a block-composed page's form", () => {
  const page = formSchemas("schema").templates.page as Node;
  const blockSchema = (page.properties!.blocks as Node).items as Node & { oneOf: Node[] };
  const kinds = blockSchema.oneOf.map((option) => (option.properties!.type as { const: string }).const);
  const utils = createSchemaUtils(validator, page as RJSFSchema);
  const shownAs = (block: Record<string, unknown>) =>
    kinds[
      utils.getClosestMatchingOption(
        block,
        blockSchema.oneOf as RJSFSchema[],
        0,
        getDiscriminatorFieldFromSchema(blockSchema as RJSFSchema),
      )
    ];

  it("shows each block as the kind it names, however few of its fields are written or whichever kind they fit", () => {
    expect(kinds.length).toBeGreaterThan(1);
    for (const kind of kinds) expect(shownAs({ type: kind }), kind).toBe(kind);
    // A block of one kind whose kind is changed in the file keeps the fields of the other.
    const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8")) as {
      routes: { template: string; blocks?: Record<string, unknown>[] }[];
    };
    const blocks = manifest.routes.flatMap((route) => (route.template === "page" ? (route.blocks ?? []) : []));
    const wrong = kinds.flatMap((kind) =>
      blocks.slice(0, 8).flatMap((block) => {
        const shown = shownAs({ ...block, type: kind });
        return shown === kind ? [] : [`${String(block.type)} named ${kind}: shown as ${shown}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("shows each block of the site's pages as its own kind", () => {
    const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8")) as {
      routes: { template: string; blocks?: Record<string, unknown>[] }[];
    };
    const blocks = manifest.routes.flatMap((route) => (route.template === "page" ? (route.blocks ?? []) : []));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(shownAs(block), String(block.type)).toBe(block.type);
  });
});
