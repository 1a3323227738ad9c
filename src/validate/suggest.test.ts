import { describe, expect, it } from "vitest";
import { closest, didYouMean, distanceWithin, withSuggestionBudget } from "./suggest";

/** The full table, for comparison: optimal string alignment distance. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i ? (j ? 0 : i) : j)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

describe("did you mean", () => {
  it("suggests the closest name, a swap of two letters counting as one mistake", () => {
    expect(didYouMean("/blog/frist-post", ["/about", "/blog/first-post", "/blog/second-post"])).toBe(
      'did you mean "/blog/first-post"?',
    );
    expect(didYouMean("viza", ["article", "visa", "page"])).toBe('did you mean "visa"?');
    expect(didYouMean("xyz", ["article", "visa"])).toBeUndefined();
    expect(didYouMean("Visa", ["vise", "visa"])).toBeUndefined();
  });

  it("gives the distance exactly up to its bound", () => {
    const words = [
      "",
      "a",
      "ab",
      "ba",
      "abc",
      "acb",
      "kitten",
      "sitting",
      "/blog/first-post",
      "/blog/frist-psot",
      "ca",
      "abcd",
    ];
    for (const a of words)
      for (const b of words)
        for (const max of [0, 1, 2, 3, 10]) expect(distanceWithin(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
  });

  it("does not compare a megabyte of text, and answers at once", () => {
    const huge = "/images/" + "a".repeat(1_000_000) + ".jpg";
    const start = performance.now();
    expect(closest(huge, ["/images/a.jpg", "/images/" + "a".repeat(999_999) + ".jpg"])).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(100);
  });

  it("stops comparing when a validation's budget is spent", () => {
    const paths = Array.from({ length: 1000 }, (_, i) => `/page-${i}`);
    expect(withSuggestionBudget(1e6, () => didYouMean("/page-5x", paths))).toBe('did you mean "/page-5"?');
    expect(withSuggestionBudget(1, () => didYouMean("/page-5x", paths))).toBeUndefined();
    expect(didYouMean("/page-5x", paths)).toBe('did you mean "/page-5"?');
  });
});
