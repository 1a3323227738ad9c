import { describe, expect, it } from "vitest";
import { followRenames } from "./renames";

const question = (id: string, values: string[]) => ({ id, options: values.map((value) => ({ value })) });
const page = (questions: ReturnType<typeof question>[], whens: Record<string, string[]>[]) => ({
  path: "/",
  blocks: [
    { type: "hero" },
    { type: "visa-finder", questions, rules: whens.map((when) => ({ when, recommend: "/services/visitor" })) },
  ],
});
const whensOf = (value: unknown) => (value as ReturnType<typeof page>).blocks[1].rules!.map((rule) => rule.when);

describe("a visa finder's rules follow a renamed question or answer", () => {
  const before = page(
    [question("age", ["young", "adult"]), question("goal", ["study", "travel"])],
    [{ age: ["young"], goal: ["study"] }, { goal: ["travel"] }, {}],
  );

  it("renames the question in every rule's conditions, in its place among them", () => {
    const after = page(
      [question("nas", ["young", "adult"]), question("goal", ["study", "travel"])],
      before.blocks[1].rules!.map((r) => r.when),
    );
    const followed = whensOf(followRenames(before, after));
    expect(followed).toEqual([{ nas: ["young"], goal: ["study"] }, { goal: ["travel"] }, {}]);
    expect(Object.keys(followed[0])).toEqual(["nas", "goal"]);
  });

  it("renames an answer wherever a rule names it", () => {
    const after = page(
      [question("age", ["under-18", "adult"]), question("goal", ["study", "travel"])],
      before.blocks[1].rules!.map((r) => r.when),
    );
    expect(whensOf(followRenames(before, after))).toEqual([
      { age: ["under-18"], goal: ["study"] },
      { goal: ["travel"] },
      {},
    ]);
  });

  it("leaves the rules as they are when questions are added or removed, or a name would merge two", () => {
    const added = page(
      [question("age", ["young", "adult"]), question("goal", ["study", "travel"]), question("x", ["a", "b"])],
      before.blocks[1].rules!.map((r) => r.when),
    );
    expect(followRenames(before, added)).toBe(added);
    const merged = page(
      [question("goal", ["young", "adult"]), question("goal", ["study", "travel"])],
      before.blocks[1].rules!.map((r) => r.when),
    );
    expect(followRenames(before, merged)).toBe(merged);
    const text = { ...before, title: { mn: "Нүүр", en: "Home" } };
    expect(followRenames(before, text)).toBe(text);
  });
});
