import { describe, expect, it } from "vitest";
import { localize } from "./localize";
import { translate } from "./strings";

describe("localize", () => {
  it("reduces every bilingual text to one language, deep in lists and objects", () => {
    const data = {
      title: { mn: "Виз", en: "Visa" },
      stats: [{ value: { mn: "4-8 долоо хоног", en: "4-8 weeks" }, n: 5 }],
      path: "/x",
    };
    expect(localize(data, "en")).toEqual({ title: "Visa", stats: [{ value: "4-8 weeks", n: 5 }], path: "/x" });
    expect(localize(data, "mn")).toEqual({ title: "Виз", stats: [{ value: "4-8 долоо хоног", n: 5 }], path: "/x" });
  });

  it("leaves an object with more than the two languages an object", () => {
    expect(localize({ mn: "Виз", en: "Visa", note: { mn: "Тэмдэглэл", en: "Note" } }, "en")).toEqual({
      mn: "Виз",
      en: "Visa",
      note: "Note",
    });
  });

  it("keeps a field named __proto__ a field, never the object's prototype", () => {
    const picked = localize(JSON.parse('{ "__proto__": { "polluted": { "mn": "А", "en": "B" } } }'), "en") as object;
    expect(Object.getPrototypeOf(picked)).toBe(Object.prototype);
    expect(Object.keys(picked)).toEqual(["__proto__"]);
    expect(JSON.stringify(picked)).toBe('{"__proto__":{"polluted":"B"}}');
  });
});

describe("translate", () => {
  it("fills placeholders and shows the key itself when a text is missing", () => {
    expect(translate({ "article.readTime": "{n} min read" }, "article.readTime", { n: 6 })).toBe("6 min read");
    expect(translate({}, "nav.missing")).toBe("nav.missing");
  });
});
