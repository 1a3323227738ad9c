import { describe, expect, it } from "vitest";
import { ageOf, agesIn, apart, budgetOf, inside, tugriksIn } from "./figures";

describe("the figures a finder's texts quote", () => {
  it("reads the ages an answer stands for from its value", () => {
    expect([ageOf("under-18"), ageOf("18-25"), ageOf("46-plus"), ageOf("studying")]).toEqual([
      [0, 17],
      [18, 25],
      [46, Infinity],
      undefined,
    ]);
  });

  it("reads a budget band from its hint, in millions of ₮", () => {
    expect([budgetOf("1-3 million ₮"), budgetOf("over 10 million ₮"), budgetOf("Low")]).toEqual([
      [1, 3],
      [10, Infinity],
      undefined,
    ]);
  });

  it("finds the age ranges a reason quotes, in English and in Mongolian", () => {
    expect(agesIn("You are within the 18-30 age limit; people aged 18-30; limited to ages 18-30")).toEqual([
      [18, 30],
      [18, 30],
      [18, 30],
    ]);
    expect(agesIn("A child under 18, or a relative aged 21 or over, studies in Years 10-12")).toEqual([[0, 17]]);
    expect(agesIn("18-30 насны залуус; 18 хүрээгүй хүүхэд; 45 наснаас доош; 10-12 дугаар анги")).toEqual([
      [18, 30],
      [0, 17],
      [0, 44],
    ]);
  });

  it("finds sums in ₮ by their lowest figure, and leaves other currencies alone", () => {
    expect(tugriksIn("at least $5,000 AUD (about 11-12 million ₮), over 10 million ₮")).toEqual([11, 10]);
    expect(tugriksIn("ойролцоогоор 12 сая ₮; 5,000 австрали доллар")).toEqual([12]);
  });

  it("tells a range inside another from one apart from it", () => {
    expect([inside([18, 25], [18, 30]), apart([31, 35], [18, 30]), apart([26, 35], [18, 30])]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
