import { expect, it } from "vitest";
import { fixturePublicDir, fixtureText } from "../../tests/factories";
import { wordsPerMinute } from "./checks";
import { createValidator } from "./index.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** The fixture with its first article's reading time and texts of so many words in each language. */
function article(readTime: number, words: { mn: number; en: number }) {
  const data = JSON.parse(fixtureText());
  const at = data.routes.findIndex((r: { template: string }) => r.template === "article");
  data.routes[at].readTime = readTime;
  data.routes[at].body = {
    mn: `<h2>Гарчиг</h2><p>${"визийн ".repeat(words.mn - 1)}</p>`,
    en: `<p>${"visa ".repeat(words.en)}</p>`,
  };
  const { problems, valid } = validate(JSON.stringify(data));
  return { valid, found: problems.filter((p) => p.pointer === `/routes/${at}/readTime`) };
}

it("warns, in the author's words, of a reading time far from the article's length, counting the longer language", () => {
  const { valid, found } = article(1, { mn: wordsPerMinute * 4, en: wordsPerMinute * 3 });
  expect(valid).toBe(true);
  expect(found.map((p) => p.severity)).toEqual(["warning"]);
  expect(found[0].mn!.message).toBe(
    `Унших хугацаа 1 минут гэсэн боловч нийтлэл ${wordsPerMinute * 4} орчим үгтэй: уншихад 4 орчим минут болно`,
  );
  expect(found[0].mn!.hint).toContain("4 гэж бичнэ үү");
  expect(found[0].message).toContain("about 4 minutes' reading");
});

it("warns of a reading time far longer than the text", () => {
  expect(article(12, { mn: wordsPerMinute * 3, en: wordsPerMinute * 3 }).found[0].message).toMatch(
    /^the reading time is 12 minutes, but the article has about 600 words/,
  );
});

it("says nothing of a reading time near the text's length, or of a text still short", () => {
  expect(article(3, { mn: wordsPerMinute * 4, en: wordsPerMinute * 3 }).found).toEqual([]);
  expect(article(4, { mn: Math.round(wordsPerMinute * 3.4), en: 10 }).found).toEqual([]);
  expect(article(1, { mn: 40, en: 30 }).found).toEqual([]);
});
