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
});

describe("translate", () => {
  it("fills placeholders and shows the key itself when a text is missing", () => {
    expect(translate({ "article.readTime": "{n} min read" }, "article.readTime", { n: 6 })).toBe("6 min read");
    expect(translate({}, "nav.missing")).toBe("nav.missing");
  });
});
