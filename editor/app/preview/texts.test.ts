import { describe, expect, it } from "vitest";
import { elementShowing, fieldIdOf, fieldIdsOf, plainText, previewTexts, textAt, textsOf } from "./texts";

const visa = {
  path: "/visas/student",
  template: "visa",
  title: { mn: "Оюутны виз", en: "Student visa" },
  stats: [{ label: { mn: "Хураамж", en: "Fee" }, value: { mn: "$2,000", en: "$2,000" } }],
  body: { mn: "<p>Нэг &amp; хоёр</p>", en: "<p>One &amp; <strong>two</strong></p>" },
  icon: "plane",
  contact: { email: "hello@example.mn" },
  "a/b": { mn: "Налуу", en: "Slash" },
};

describe("textsOf", () => {
  it("lists the texts of one language with their pointers, and plain strings that are not names", () => {
    expect(textsOf(visa, "en", "/routes/3")).toEqual([
      { pointer: "/routes/3/title/en", text: "Student visa" },
      { pointer: "/routes/3/stats/0/label/en", text: "Fee" },
      { pointer: "/routes/3/stats/0/value/en", text: "$2,000" },
      { pointer: "/routes/3/body/en", text: "One & two" },
      { pointer: "/routes/3/contact/email", text: "hello@example.mn" },
      { pointer: "/routes/3/a~1b/en", text: "Slash" },
    ]);
  });

  it("skips a language that is missing", () => {
    expect(textsOf({ title: { mn: "Гарчиг" } }, "en")).toEqual([]);
  });
});

describe("plainText", () => {
  it("reads formatted text as shown", () => {
    expect(plainText("<p>A&nbsp;<em>b</em></p>\n<p>c</p>")).toBe("A b c");
    // The page keeps a case ending on its word's line with a non-breaking hyphen: the author typed a hyphen.
    expect(plainText("АНУ\u2011аас")).toBe("АНУ-аас");
  });
});

describe("textAt", () => {
  const texts = textsOf(visa, "en", "/routes/3");
  it("finds the value an element shows, whole or inside a longer text", () => {
    expect(textAt("  Student\n visa ", texts)?.pointer).toBe("/routes/3/title/en");
    expect(textAt("Government fee: $2,000 per person", texts)?.pointer).toBe("/routes/3/stats/0/value/en");
  });
  it("prefers a whole match to a part, and finds nothing in a short unrelated text", () => {
    expect(textAt("Fee", texts)?.pointer).toBe("/routes/3/stats/0/label/en");
    expect(textAt("Menu", texts)).toBeUndefined();
    expect(textAt("", texts)).toBeUndefined();
  });
  it("takes the first of equal matches: the shown section's texts come first", () => {
    const both = [...texts, { pointer: "/navigation/header/links/0/label/en", text: "Student visa" }];
    expect(textAt("Student visa", both)?.pointer).toBe("/routes/3/title/en");
  });
  it("finds a long paragraph of formatted text", () => {
    const article = textsOf({ body: { en: "<p>The first paragraph is long enough.</p><p>Second.</p>", mn: "" } }, "en");
    expect(textAt("The first paragraph is long enough.", article)?.pointer).toBe("/body/en");
  });
});

describe("elementShowing", () => {
  const page = [
    { text: "Student visa Fee $2,000", depth: 0 },
    { text: "Student visa", depth: 1 },
    { text: "Fee $2,000", depth: 1 },
    { text: "$2,000", depth: 2 },
  ];
  it("finds the deepest element whose text is the value", () => {
    expect(elementShowing(page, "Student visa")).toBe(1);
    expect(elementShowing(page, "$2,000")).toBe(3);
  });
  it("else the smallest that contains it, else none", () => {
    expect(elementShowing(page, "visa Fee")).toBe(0);
    expect(elementShowing(page, "Working holiday")).toBe(-1);
  });
});

describe("fieldIdOf", () => {
  it("names a field as the form does", () => {
    expect(fieldIdOf("/routes/3/stats/2/value/mn", "/routes/3")).toBe("root_stats_2_value_mn");
    expect(fieldIdOf("/settings/contact/email", "/settings")).toBe("root_contact_email");
    expect(fieldIdOf("/interface/nav.menu/en", "/interface")).toBe("root_nav.menu_en");
    expect(fieldIdOf("/routes/3", "/routes/3")).toBe("root");
  });
  it("names no field outside the section", () => {
    expect(fieldIdOf("/routes/31/title/en", "/routes/3")).toBeUndefined();
    expect(fieldIdOf("/navigation/header", "/settings")).toBeUndefined();
  });
  it("tries the fields that hold a field after it", () => {
    expect(fieldIdsOf("/routes/3/title/en", "/routes/3")).toEqual(["root_title_en", "root_title", "root"]);
  });
});

describe("previewTexts", () => {
  const data = {
    routes: [{ path: "/", title: { mn: "Нүүр", en: "Home" } }, visa],
    settings: { name: { mn: "Эрдэм", en: "Erdem" } },
    navigation: { header: { links: [{ path: "/", label: { mn: "Нүүр", en: "Home" } }] } },
    interface: { "nav.menu": { mn: "Цэс", en: "Menu" } },
  };
  it("lists a page's texts first, then the header's and footer's", () => {
    expect(previewTexts(data, { kind: "route", index: 1 }, "en").map((t) => t.pointer)).toEqual([
      ...textsOf(visa, "en", "/routes/1").map((t) => t.pointer),
      "/settings/name/en",
      "/navigation/header/links/0/label/en",
      "/interface/nav.menu/en",
    ]);
  });
  it("shows settings on the home page", () => {
    expect(previewTexts(data, { kind: "settings" }, "mn").map((t) => t.pointer)).toEqual([
      "/settings/name/mn",
      "/navigation/header/links/0/label/mn",
      "/interface/nav.menu/mn",
      "/routes/0/title/mn",
    ]);
  });
});
