import { describe, expect, it } from "vitest";
import { wrapText } from "./wrap";

// One unit per letter: a line of width 20 holds 20 letters, spaces included.
const letters = (text: string) => Array.from(text).length;

describe("wrapping a text to a width", () => {
  it("fills each line with whole words, never wider than the width", () => {
    const text = "Монгол Улсын хүчинтэй гадаад паспорттай байх";
    const lines = wrapText(text, 20, letters);
    expect(lines).toEqual(["Монгол Улсын", "хүчинтэй гадаад", "паспорттай байх"]);
    for (const line of lines) expect(letters(line)).toBeLessThanOrEqual(20);
    expect(lines.join(" ")).toBe(text);
  });

  it("keeps a text that fits on one line", () => {
    expect(wrapText("Have basic English", 40, letters)).toEqual(["Have basic English"]);
  });

  it("puts a word exactly as wide as the line on a line of its own", () => {
    expect(wrapText("ab abcdef cd", 6, letters)).toEqual(["ab", "abcdef", "cd"]);
  });

  it("cuts a word longer than a line between letters, Cyrillic Ө and Ү included", () => {
    expect(wrapText("www.erdem-consulting.mn/services", 10, letters)).toEqual([
      "www.erdem-",
      "consulting",
      ".mn/servic",
      "es",
    ]);
    expect(wrapText("ӨӨӨӨҮҮҮҮ", 3, letters)).toEqual(["ӨӨӨ", "ӨҮҮ", "ҮҮ"]);
  });

  it("never splits a letter written with two UTF-16 units, even on a line narrower than it", () => {
    expect(wrapText("𝐀𝐁𝐂", 1, letters)).toEqual(["𝐀", "𝐁", "𝐂"]);
    expect(wrapText("𝐀𝐁", 0, letters)).toEqual(["𝐀", "𝐁"]);
  });

  it("starts a new line at each line break and collapses runs of spaces", () => {
    expect(wrapText("one  two\nthree", 20, letters)).toEqual(["one two", "three"]);
  });

  it("measures with the font's widths, not the number of letters", () => {
    // A wide letter (Ш) counts double: the same text needs more lines.
    const widths = (text: string) => Array.from(text).reduce((sum, c) => sum + (c === "Ш" ? 2 : 1), 0);
    expect(wrapText("ШШШ ШШШ ааа", 10, widths)).toEqual(["ШШШ", "ШШШ ааа"]);
    expect(wrapText("ШШШ ШШШ ааа", 10, letters)).toEqual(["ШШШ ШШШ", "ааа"]);
  });

  it("gives one empty line for an empty text", () => {
    expect(wrapText("", 10, letters)).toEqual([""]);
  });
});
