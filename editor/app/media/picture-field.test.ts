import { describe, expect, it } from "vitest";
import { formSchemas } from "../../form-schemas.server";
import { isImage } from "./picture-field";

describe("isImage", () => {
  const forms = formSchemas("schema");
  const props = (node: unknown) => (node as { properties: Record<string, unknown> }).properties;

  it("knows the schema's image type wherever a form draws it", () => {
    expect(isImage(props(forms.templates.visa).hero)).toBe(true);
    expect(isImage(props(forms.templates.article).cover)).toBe(true);
  });

  it("takes no other group of fields for a picture", () => {
    expect(isImage(props(forms.templates.visa).title)).toBe(false);
    expect(isImage(forms.settings)).toBe(false);
    expect(isImage(undefined)).toBe(false);
  });
});
