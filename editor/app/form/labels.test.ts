import { describe, expect, it } from "vitest";
import { formSchemas } from "../../form-schemas.server";
import {
  addCaption,
  helpOf,
  humanize,
  isNode,
  isStat,
  itemHeading,
  linkedPath,
  labelOf,
  localize,
  withFacts,
  type Node,
} from "./labels";

const text = (xLabel?: Node): Node => ({
  type: "object",
  ...(xLabel ? { "x-label": xLabel } : {}),
  properties: { mn: { type: "string", description: "The Mongolian text." }, en: { type: "string" } },
  required: ["mn", "en"],
});
const stat: Node = {
  type: "object",
  "x-type": "stat",
  "x-label": { mn: "Гол тоо", en: "Key figure" },
  properties: { value: text(), label: text() },
};

describe("labels", () => {
  it("names a field by its x-label in the interface language, else by its name in words", () => {
    const field = { "x-label": { mn: "Гарчиг", en: "Title" }, title: "Text" };
    expect(labelOf(field, "mn")).toBe("Гарчиг");
    expect(labelOf(field, "en")).toBe("Title");
    expect(labelOf({}, "mn", "blogCategories")).toBe("Blog categories");
    expect(labelOf({ title: "VisaPage" }, "en")).toBe("Visa page");
    expect(humanize("visa-finder")).toBe("Visa finder");
  });

  it("gives English help from the description when x-help has none, and no English help in Mongolian", () => {
    expect(helpOf({ "x-help": { mn: "Тайлбар" }, description: "Help" }, "mn")).toBe("Тайлбар");
    expect(helpOf({ "x-help": { mn: "Тайлбар" }, description: "Help" }, "en")).toBe("Help");
    expect(helpOf({ description: "Help" }, "mn")).toBeUndefined();
  });

  it("localizes a schema: captions, help, the two languages of a text, and enum values by x-options", () => {
    const schema = {
      type: "object",
      title: "VisaPage",
      "x-label": { mn: "Визийн хуудас", en: "Visa page" },
      properties: {
        title: text({ mn: "Гарчиг", en: "Title" }),
        layout: {
          enum: ["list", "steps"],
          "x-options": { list: { mn: "Жагсаалт", en: "List" } },
        },
        stats: { type: "array", items: stat },
      },
    };
    const mn = localize(schema, "mn") as Node & { properties: Record<string, Node> };
    expect(mn.title).toBe("Визийн хуудас");
    const title = mn.properties.title as { title: string; properties: Record<string, Node> };
    expect(title.title).toBe("Гарчиг");
    expect(title.properties.mn.title).toBe("Монгол");
    expect(title.properties.en.title).toBe("Англи");
    expect(title.properties.mn.description).toBeUndefined();
    expect(mn.properties.layout.oneOf).toEqual([
      { const: "list", title: "Жагсаалт" },
      { const: "steps", title: "Steps" },
    ]);
    // Values listed without a type are a field of their type, which the form can draw.
    expect(mn.properties.layout.type).toBe("string");
    const en = localize(schema, "en") as { properties: Record<string, { properties?: Record<string, Node> }> };
    expect(en.properties.title.properties!.mn.title).toBe("Mongolian");
    expect(JSON.stringify(mn)).not.toContain('"title":"VisaPage"');
  });

  it("heads a key figure by its caption and other items by their own title or their kind and number", () => {
    const figure = { value: { mn: "$650", en: "$650" }, label: { mn: "Хураамж", en: "Fee" } };
    expect(isStat(stat)).toBe(true);
    expect(itemHeading(stat, figure, "mn", 2)).toBe("Хураамж");
    expect(itemHeading(stat, figure, "en", 2)).toBe("Fee");
    expect(itemHeading(stat, {}, "mn", 2, "Гол тоо")).toBe("Гол тоо 3");
    const block = { type: "object", properties: { heading: text() } };
    expect(itemHeading(block, { heading: { mn: "<b>Бидний</b> тухай", en: "About" } }, "mn", 0, "Танилцуулга")).toBe(
      "Танилцуулга — Бидний тухай",
    );
    expect(itemHeading(text(), { mn: "а", en: "a" }, "mn", 4)).toBe("5");
  });

  it("tells apart items with no words of their own (a visa finder's rules) by the page each leads to", () => {
    const rule = {
      type: "object",
      properties: { when: { type: "object" }, recommend: { type: "string", format: "route" } },
    };
    expect(linkedPath(rule, { when: {}, recommend: "/services/visitor" })).toBe("/services/visitor");
    expect(linkedPath(rule, { when: {} })).toBeUndefined();
    expect(itemHeading(rule, { recommend: "/services/visitor" }, "mn", 3, "Дүрэм", "Жуулчны виз")).toBe(
      "Дүрэм 4 — Жуулчны виз",
    );
    expect(itemHeading(rule, {}, "mn", 3, "Дүрэм")).toBe("Дүрэм 4");
  });

  it("says what an add button adds", () => {
    expect(addCaption(localize({ type: "array", items: stat }, "mn") as Node, "mn")).toBe("Гол тоо нэмэх");
    expect(addCaption(localize({ type: "array", items: stat }, "en") as Node, "en")).toBe("Add key figure");
    const requirements = localize(
      { type: "array", items: text(), "x-label": { mn: "Шаардлага", en: "Requirements" } },
      "mn",
    );
    expect(addCaption(requirements as Node, "mn")).toBe("Шаардлага нэмэх");
  });

  it("shows a figure written with a fact as visitors read it", () => {
    const facts = { whVisaFee: { mn: "$510", en: "$510" }, whAge: { mn: "18-30", en: "18 to 30" } };
    expect(withFacts("{{whAge}} нас", facts, "mn")).toBe("18-30 нас");
    expect(withFacts("{{ whAge }} years, {{whVisaFee}}", facts, "en")).toBe("18 to 30 years, $510");
    expect(withFacts("{{unknown}}", facts, "en")).toBe("{{unknown}}");
  });
});

describe("the site's forms", () => {
  const forms = formSchemas("schema");
  const all = {
    ...forms.templates,
    settings: forms.settings,
    navigation: forms.navigation,
    interface: forms.interface,
  };
  /** The pointers of the choices (lists of values) that say no type: the form cannot draw them. */
  const untyped = (node: unknown, at: string): string[] => {
    if (Array.isArray(node)) return node.flatMap((n, i) => untyped(n, `${at}/${i}`));
    if (!isNode(node)) return [];
    const choice = Array.isArray(node.oneOf) && node.oneOf.every((o) => isNode(o) && "const" in o);
    return [
      ...(choice && node.type === undefined ? [at] : []),
      ...Object.entries(node).flatMap(([key, value]) => untyped(value, `${at}/${key}`)),
    ];
  };

  it.each(["mn", "en"] as const)("give every choice of values a type the form can draw (%s)", (lang) => {
    for (const [name, schema] of Object.entries(all)) expect(untyped(localize(schema, lang), name)).toEqual([]);
  });
});
