import { describe, expect, it } from "vitest";
import { siteManifest } from "../../tests/render";
import { translate } from "./strings";

const site = siteManifest();
/** The real interface's text of key in one language. */
const text = (key: string, lang: "mn" | "en") => ({ [key]: site.interface[key][lang] });

describe("a count in the interface's words", () => {
  it("is singular for one and plural for two in English", () => {
    expect(translate(text("blog.count", "en"), "blog.count", { n: 1 }, "en")).toBe("1 article");
    expect(translate(text("blog.count", "en"), "blog.count", { n: 2 }, "en")).toBe("2 articles");
    expect(translate(text("stories.age", "en"), "stories.age", { n: 1 }, "en")).toBe("1 year old");
    expect(translate(text("stories.age", "en"), "stories.age", { n: 24 }, "en")).toBe("24 years old");
  });

  it("keeps the noun singular after any number in Mongolian", () => {
    expect(translate(text("blog.count", "mn"), "blog.count", { n: 1 }, "mn")).toBe("1 нийтлэл");
    expect(translate(text("blog.count", "mn"), "blog.count", { n: 12 }, "mn")).toBe("12 нийтлэл");
    expect(translate(text("stories.age", "mn"), "stories.age", { n: 24 }, "mn")).toBe("24 настай");
  });

  it("takes an exact form before the language's, fills placeholders inside a form and groups large numbers", () => {
    const strings = {
      x: "{n, plural, =0 {No articles in {category}} one {# article in {category}} other {# articles in {category}}}",
    };
    expect(translate(strings, "x", { n: 0, category: "Visa" }, "en")).toBe("No articles in Visa");
    expect(translate(strings, "x", { n: 1, category: "Visa" }, "en")).toBe("1 article in Visa");
    expect(translate(strings, "x", { n: 1200, category: "Visa" }, "en")).toBe("1,200 articles in Visa");
  });
});
