import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });
const problems = (text: string) => validate(text).problems;
const lines = (text: string) => problems(text).map((p) => formatProblem("site.manifest.json", p));

/** The fixture's article with `picture` at the end of its body in `lang`. */
const withPicture = (lang: "mn" | "en", picture: string) =>
  lang === "mn"
    ? editFixture(
        "паспортынхаа хүчинтэй хугацааг шалгаарай.</p>",
        `паспортынхаа хүчинтэй хугацааг шалгаарай.</p>${picture.replace(/"/g, '\\"')}`,
      )
    : editFixture("passport is still valid.</p>", `passport is still valid.</p>${picture.replace(/"/g, '\\"')}`);

describe("a picture in formatted text", () => {
  it("of a file of public/ that says what it shows is valid", () => {
    expect(lines(withPicture("en", '<img src="/images/monash.svg" alt="Monash University">'))).toEqual([]);
  });

  it("naming a file that does not exist is reported at its text, with the picture it was probably meant to be", () => {
    expect(lines(withPicture("en", '<img src="/images/monash.sgv" alt="Monash University">'))).toEqual([
      'site.manifest.json:397:9  route /blog/first-post  /routes/3/body/en  the picture "/images/monash.sgv" in this text is not a file in public/ (did you mean "/images/monash.svg"?)',
    ]);
    expect(problems(withPicture("en", '<img src="/images/monash.sgv" alt="Monash University">'))[0].mn).toEqual({
      message: "Энэ бичвэр дэх «/images/monash.sgv» зураг алга",
      hint: "«/images/monash.svg» гэж бичих гэсэн үү?",
    });
  });

  it("without alt text, or with an empty one, is reported for the text's language", () => {
    const expected = (lang: string, line: number) =>
      `site.manifest.json:${line}:9  route /blog/first-post  /routes/3/body/${lang}  the picture "/images/monash.svg" in this text does not say what it shows (its alt text is missing or empty) (write what the picture shows in ${lang === "mn" ? "Mongolian" : "English"} (in the editor, click the picture): screen readers read it to people who cannot see the picture, and search engines read it too)`;
    expect(lines(withPicture("mn", '<img src="/images/monash.svg">'))).toEqual([expected("mn", 396)]);
    expect(lines(withPicture("en", '<img src="/images/monash.svg" alt=" ">'))).toEqual([expected("en", 397)]);
    expect(problems(withPicture("mn", '<img src="/images/monash.svg" alt="">'))[0].mn).toEqual({
      message: "Энэ бичвэр дэх «/images/monash.svg» зурагт тайлбар алга",
      hint: "Зураг дээр юу байгааг монголоор бичнэ үү (засварлагч дээр зургийг дарна): харж чадахгүй хүнд дэлгэц уншигч програм үүнийг уншиж өгдөг, хайлтын систем ч уншдаг",
    });
  });

  it("missing and undescribed is reported both ways, once each however often it appears", () => {
    expect(
      lines(withPicture("en", '<img src="/images/nowhere.jpg"><p>and again</p><img src="/images/nowhere.jpg">')),
    ).toEqual([
      'site.manifest.json:397:9  route /blog/first-post  /routes/3/body/en  the picture "/images/nowhere.jpg" in this text is not a file in public/ (put the picture in the public/ folder and write its path from the site root, for example /images/photo.jpg for public/images/photo.jpg)',
      'site.manifest.json:397:9  route /blog/first-post  /routes/3/body/en  the picture "/images/nowhere.jpg" in this text does not say what it shows (its alt text is missing or empty) (write what the picture shows in English (in the editor, click the picture): screen readers read it to people who cannot see the picture, and search engines read it too)',
    ]);
  });
});
