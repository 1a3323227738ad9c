import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixturePublicDir, fixtureText } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** Every problem can be printed as a line an author reads: a place, a page or section, and words. */
function expectReadable(problems: ReturnType<typeof validate>["problems"]) {
  for (const p of problems) {
    expect(p.line).toBeGreaterThanOrEqual(1);
    expect(p.column).toBeGreaterThanOrEqual(1);
    expect(p.where?.trim(), formatProblem("m.json", p)).toBeTruthy();
    expect(p.message.trim(), formatProblem("m.json", p)).toBeTruthy();
    expect(formatProblem("m.json", p)).not.toMatch(/undefined|\[object /);
  }
}

describe("whatever it is given, the validator answers with problems and never throws", () => {
  it("any JSON value is refused with at least one error, each one readable", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const result = validate(JSON.stringify(value));
        expect(result.valid).toBe(false);
        expect(result.problems.some((p) => p.severity === "error")).toBe(true);
        expectReadable(result.problems);
      }),
      { numRuns: 300 },
    );
  });

  it("any text, JSON or not, gets an answer", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = validate(text);
        expect(result.valid).toBe(false);
        expectReadable(result.problems);
      }),
      { numRuns: 200 },
    );
  });

  it("the valid fixture with any one value replaced by any JSON value: an answer, valid only without errors", () => {
    const fixture = JSON.parse(fixtureText()) as unknown;
    // Every place in the fixture, as a path of keys and indexes.
    const places: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]) => {
      places.push(path);
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    };
    walk(fixture, []);
    fc.assert(
      fc.property(
        fc.constantFrom(...places.filter((p) => p.length > 0)),
        fc.jsonValue({ maxDepth: 3 }),
        (place, replacement) => {
          const copy = structuredClone(fixture) as Record<string | number, unknown>;
          let parent = copy;
          for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
          parent[place[place.length - 1]] = replacement;
          const result = validate(JSON.stringify(copy, null, 2));
          expect(result.valid).toBe(!result.problems.some((p) => p.severity === "error"));
          expectReadable(result.problems);
        },
      ),
      { numRuns: 300 },
    );
  });
});
