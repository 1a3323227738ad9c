import { readFileSync } from "node:fs";
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
