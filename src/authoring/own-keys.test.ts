import { describe, expect, it } from "vitest";
import { merge } from "../../editor/merge";
import { errorsAt } from "../../editor/app/section-form";
import { resolveFacts } from "../content/facts";
import { answerTo, recommend } from "../finder/recommend";
import type { SiteManifest } from "../generated/manifest";
import { translate } from "../i18n/strings";
import { changesBetween } from "./changes";
import { rewrite } from "./edit-json";

// Keys an author may write that every JavaScript object already has, or that `obj[key] = …` reads
// as a change of the object's prototype.
const inherited = ["toString", "constructor", "valueOf", "hasOwnProperty", "__proto__"];

describe("keys named like what every object has are the author's keys like any other", () => {
  it("deleting such an interface key in the editor deletes it from the file", () => {
    for (const key of inherited) {
      const text = `{\n  "interface": {\n    ${JSON.stringify(key)}: { "mn": "а", "en": "a" },\n    "nav.home": { "mn": "Нүүр", "en": "Home" }\n  }\n}\n`;
      const before = JSON.parse(text);
      const after = { interface: { "nav.home": before.interface["nav.home"] } };
      expect(JSON.parse(rewrite(text, before, after)), key).toEqual(after);
    }
  });

  it("adding one in the editor while the file changed on disk keeps it in the merge", () => {
    for (const key of inherited) {
      const mine = JSON.parse(`{ "a": 1, ${JSON.stringify(key)}: { "mn": "а", "en": "a" } }`);
      const { data } = merge({ a: 1 }, mine, { a: 2 });
      expect(Object.keys(data as object), key).toEqual(["a", key]);
      // Their change to "a" and the editor's new field, both kept.
      expect((data as Record<string, unknown>).a).toBe(2);
      expect(Object.getOwnPropertyDescriptor(data, key)?.value).toEqual({ mn: "а", en: "a" });
    }
  });

  it("the history names such a field as changed, and only it", () => {
    expect(
      changesBetween({ interface: {} }, JSON.parse('{ "interface": { "constructor": { "mn": "а", "en": "a" } } }'))
        .fields,
    ).toEqual([expect.stringContaining("constructor")]);
  });

  it("the editor places a problem at such a field without touching every other object", () => {
    const errors = errorsAt(
      [{ severity: "error", pointer: "/interface/__proto__/en", message: "must not be empty" }],
      "/interface",
    ) as Record<string, unknown>;
    expect(Object.hasOwn(errors, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).__errors).toBeUndefined();
    expect(JSON.stringify(errors)).toBe('{"__proto__":{"en":{"__errors":["must not be empty"]}}}');
  });

  it("an interface text's {constructor} is not filled with a function, nor is a missing key", () => {
    expect(translate({ greeting: "Hello {constructor}, {n}" }, "greeting", { n: 2 })).toBe("Hello {constructor}, 2");
    expect(translate({}, "toString")).toBe("toString");
  });

  it("a fact named constructor is not a fact unless the manifest has it", () => {
    const manifest = {
      settings: { facts: {} },
      routes: [{ title: { mn: "{{constructor}}", en: "{{toString}}" } }],
    } as unknown as SiteManifest;
    expect(resolveFacts(manifest).routes[0].title).toEqual({ mn: "{{constructor}}", en: "{{toString}}" });
  });

  it("a visa finder question called constructor is unanswered until it is answered", () => {
    expect(answerTo({}, "constructor")).toBeUndefined();
    const rules = [{ when: { constructor: ["yes"] }, to: "a" }];
    expect(recommend(rules, {})).toBeUndefined();
    expect(recommend(rules, { constructor: "yes" })?.to).toBe("a");
  });
});
