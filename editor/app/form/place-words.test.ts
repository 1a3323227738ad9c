import { describe, expect, it } from "vitest";
import { deletePage } from "../../../src/authoring/delete";
import { makeManifest } from "../../../tests/factories";
import { formSchemas } from "../../form-schemas.server";
import { words } from "../words";
import { formWords } from "./words";
import { placeWords } from "./place-words";

const schemas = formSchemas("schema");
const manifest = makeManifest();
const refused = (() => {
  const result = deletePage(manifest, "/services/working-holiday");
  if (!("refused" in result)) throw new Error("the fixture's visa page should be linked from other pages");
  return result.refused;
})();
type Node = Record<string, unknown>;
const routeAt = (pointer: string) => manifest.routes[Number(pointer.split("/")[2])] as unknown as Node;

describe.for(["mn", "en"] as const)("a linking place in %s", (lang) => {
  it("is named by the page's title, then sections and fields in the language, never by keys and indexes", () => {
    for (const { pointer } of refused) {
      const steps = placeWords(schemas, manifest, pointer, lang, words[lang]).split(" › ");
      expect(steps[0]).toBe((routeAt(pointer).title as Record<string, string>)[lang]);
      expect(steps.length).toBeGreaterThan(2);
      for (const step of steps) expect(step).not.toMatch(/^\d+$|\[\d+\]|^(blocks|rules|recommend|body|mn|en)$/);
    }
  });

  it("names a text's half by its language, and an item of a list by its number", () => {
    const body = refused.find((p) => p.pointer.endsWith("/body/en"))!;
    expect(placeWords(schemas, manifest, body.pointer, lang, words[lang]).endsWith(` › ${formWords[lang].en}`)).toBe(
      true,
    );
    const second = refused.find((p) => p.pointer.endsWith("/rules/1/recommend"))!;
    expect(placeWords(schemas, manifest, second.pointer, lang, words[lang])).toMatch(/ 2 › [^›]+$/);
  });

  it("names the settings by the section's name in the page list", () => {
    expect(placeWords(schemas, manifest, "/settings/contact/email", lang, words[lang])).toMatch(
      new RegExp(`^${words[lang].settings} › `),
    );
  });
});
