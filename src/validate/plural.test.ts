import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** The fixture with an interface text "blog.count" in both languages, as `npm run validate` reports it. */
const linesFor = (mn: string, en: string) =>
  validate(
    editFixture(
      '"interface": {',
      `"interface": {\n    "blog.count": { "mn": ${JSON.stringify(mn)}, "en": ${JSON.stringify(en)} },`,
    ),
  ).problems.map((p) => formatProblem("site.manifest.json", p));

describe("an interface text with plural forms", () => {
  it("is accepted with every form its language needs", () => {
    expect(
      linesFor("{n, plural, one {# нийтлэл} other {# нийтлэл}}", "{n, plural, one {# article} other {# articles}}"),
    ).toEqual([]);
  });

  it("that cannot be read is reported at its text, with where it breaks and how to write it", () => {
    expect(
      linesFor("{n, plural, one {# нийтлэл} other {# нийтлэл}}", "{n, plural, one {# article} other {# articles}"),
    ).toEqual([
      'site.manifest.json:53:77  interface  /interface/blog.count/en  this English text cannot be read: a "{" is never closed by a "}" (the part from character 1) (write plurals as {n, plural, one {# article} other {# articles}})',
    ]);
  });

  it("without a form its language needs names the form and says how to add it", () => {
    expect(linesFor("{n, plural, other {# нийтлэл}}", "{n, plural, one {# article} other {# articles}}")).toEqual([
      'site.manifest.json:53:21  interface  /interface/blog.count/mn  this Mongolian text has no "one" form of {n} (Mongolian needs the forms one, other: add one {…} inside the plural, with # where the number goes)',
    ]);
    expect(
      linesFor("{n, plural, one {# нийтлэл} other {# нийтлэл}}", "{n, plural, one {# article} othr {# articles}}"),
    ).toEqual([
      'site.manifest.json:53:77  interface  /interface/blog.count/en  "othr" is not a plural form of English (did you mean "other"? English has the forms one, other (and =0, =1… for exact numbers))',
      'site.manifest.json:53:77  interface  /interface/blog.count/en  this English text has no "other" form of {n} (English needs the forms one, other: add other {…} inside the plural, with # where the number goes)',
    ]);
  });
});

describe("an interface text's places to fill", () => {
  it("named alike in both languages are accepted, in a plural or not", () => {
    expect(linesFor("Унших хугацаа {n} минут", "{n} min read")).toEqual([]);
  });

  it("named otherwise in one language are reported there, in Mongolian too", () => {
    const problems = validate(
      editFixture(
        '"interface": {',
        `"interface": {\n    "blog.count": { "mn": "Унших хугацаа {тоо} минут", "en": "{n} min read" },`,
      ),
    ).problems;
    expect(problems.map((p) => formatProblem("site.manifest.json", p))).toEqual([
      "site.manifest.json:53:21  interface  /interface/blog.count/mn  the Mongolian text has {тоо}, which the English text has not (it has {n}): the site fills in only the places both name alike (write {n} as the English text does)",
    ]);
    // Two names of the kind the site's code uses: either may be the one it fills, so both are said.
    expect(linesFor("{count} минут", "{n} min read")).toHaveLength(2);
    expect(problems[0].mn).toEqual({
      message:
        "Монгол бичвэрт {тоо} байгаа ч англи бичвэрт алга (тэнд {n} байна): сайт хоёр хэлэнд адил бичсэн орлуулгыг л бөглөнө",
      hint: "Англи бичвэрийн адил {n} гэж бичнэ үү",
    });
  });
});
