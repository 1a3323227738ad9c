import { describe, expect, it } from "vitest";
import { recommend } from "./recommend";

const rules: { when: Record<string, string[]>; to: string }[] = [
  { when: { priority: ["work-travel"], age: ["18-25", "26-30"] }, to: "working-holiday" },
  { when: { priority: ["study"] }, to: "student" },
  { when: {}, to: "visitor" },
];

describe("recommend", () => {
  it("takes the first rule whose every condition holds", () => {
    expect(recommend(rules, { priority: "work-travel", age: "26-30" })?.to).toBe("working-holiday");
    expect(recommend(rules, { priority: "study", age: "26-30" })?.to).toBe("student");
  });

  it("falls through to a rule without conditions when no other matches", () => {
    expect(recommend(rules, { priority: "work-travel", age: "46-plus" })?.to).toBe("visitor");
  });

  it("recommends nothing when no rule matches", () => {
    expect(recommend(rules.slice(0, 2), { priority: "tourism" })).toBeUndefined();
  });
});
