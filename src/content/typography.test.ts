import { describe, expect, it } from "vitest";
import { asTyped, keepTogether, keepTogetherInHtml, typeset } from "./typography";

const nb = "\u2011";
const sp = "\u00a0";

describe("hyphens a line must not end at", () => {
  it("joins a number to the number or word after its hyphen", () => {
    expect(keepTogether("Даваа-Баасан: 9:00-18:00")).toBe(`Даваа-Баасан: 9:00${nb}18:00`);
    expect(keepTogether("1-р хороо, 18-25 нас, Years 10-12")).toBe(`1${nb}р хороо, 18${nb}25${sp}нас, Years 10${nb}12`);
    // A hyphen between two words, or before a space, is left to break.
    expect(keepTogether("well-known, 5 - 6")).toBe("well-known, 5 - 6");
  });

  it("joins a code's letters to its number", () => {
    expect(keepTogether("DS-160 маягт, COVID-19, I-20")).toBe(`DS${nb}160${sp}маягт, COVID${nb}19, I${nb}20`);
  });

  it("joins a Mongolian case ending to the word its hyphen follows, and leaves two words joined by a hyphen free", () => {
    expect(keepTogether("АНУ-аас, IELTS-ийн оноо, (CEFR)-тэй, МТ-д, 80%-иас")).toBe(
      `АНУ${nb}аас, IELTS${nb}ийн оноо, (CEFR)${nb}тэй, МТ${nb}д, 80%${nb}иас`,
    );
    expect(keepTogether("Англо-саксоны, Улаан-Үдэ, well-known")).toBe("Англо-саксоны, Улаан-Үдэ, well-known");
  });

  it("keeps a number with the word it counts, and a currency sign with what it follows", () => {
    expect(keepTogether("(462 дугаар ангилал), 4 давхар, 11-14 minutes, 3-10 сая ₮, $300 fee")).toBe(
      `(462${sp}дугаар ангилал), 4${sp}давхар, 11${nb}14${sp}minutes, 3${nb}10${sp}сая${sp}₮, $300${sp}fee`,
    );
    // A number before another number or a sign, and a sign before a number, may still break.
    expect(keepTogether("2026 2027, 5 + 6, fee $300")).toBe("2026 2027, 5 + 6, fee $300");
  });

  it("keeps an international phone number on one line, and an initial with the name after it", () => {
    expect(keepTogether("Утас: +976 7711 2018, +976 9911 2018")).toBe(
      `Утас: +976${sp}7711${sp}2018, +976${sp}9911${sp}2018`,
    );
    expect(keepTogether("Э. Мөнх-Эрдэнэ, Б. Болд, J. Smith")).toBe(`Э.${sp}Мөнх-Эрдэнэ, Б.${sp}Болд, J.${sp}Smith`);
    // A sentence's last word in capitals before the next sentence, and a lower-case word, are left.
    expect(keepTogether("We study in the USA. The fees vary. Plan a. then")).toBe(
      "We study in the USA. The fees vary. Plan a. then",
    );
  });

  it("changes the text of HTML, never a tag's attributes", () => {
    expect(keepTogetherInHtml('<p>9:00-18:00 <a href="/courses/2026-27">2026-27</a></p>')).toBe(
      `<p>9:00${nb}18:00 <a href="/courses/2026-27">2026${nb}27</a></p>`,
    );
    expect(keepTogetherInHtml("1-р хороо")).toBe(`1${nb}р хороо`);
  });

  it("typesets a plain text and leaves HTML to its own typesetting; reads a typeset text as typed", () => {
    expect(typeset("АНУ-аас 3-5 хоног")).toBe(`АНУ${nb}аас 3${nb}5${sp}хоног`);
    expect(typeset('<a href="/a-1">АНУ-аас</a>')).toBe('<a href="/a-1">АНУ-аас</a>');
    expect(asTyped(typeset("АНУ-аас 3-5 хоног, 10 сая ₮"))).toBe("АНУ-аас 3-5 хоног, 10 сая ₮");
  });
});
