import { describe, expect, it } from "vitest";
import { keepNumbersTogether, keepNumbersTogetherInHtml } from "./typography";

const nb = "\u2011";

describe("numbers kept on one line", () => {
  it("joins a number to the number or word after its hyphen", () => {
    expect(keepNumbersTogether("Даваа-Баасан: 9:00-18:00")).toBe(`Даваа-Баасан: 9:00${nb}18:00`);
    expect(keepNumbersTogether("1-р хороо, 18-25 нас, Years 10-12")).toBe(
      `1${nb}р хороо, 18${nb}25 нас, Years 10${nb}12`,
    );
    // A hyphen not after a number, or before a space, is left to break.
    expect(keepNumbersTogether("COVID-19, well-known, 5 - 6")).toBe("COVID-19, well-known, 5 - 6");
  });

  it("changes the text of HTML, never a tag's attributes", () => {
    expect(keepNumbersTogetherInHtml('<p>9:00-18:00 <a href="/courses/2026-27">2026-27</a></p>')).toBe(
      `<p>9:00${nb}18:00 <a href="/courses/2026-27">2026${nb}27</a></p>`,
    );
    expect(keepNumbersTogetherInHtml("1-р хороо")).toBe(`1${nb}р хороо`);
  });
});
