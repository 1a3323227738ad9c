import { describe, expect, it } from "vitest";
import { budgets, checkBudgets } from "./budgets";
import type { OutputSizes } from "./measure-output";

function site(withoutFinder: number, withFinder: number): OutputSizes {
  const page = (gzip: number, page: string) => ({ gzip, page, pages: 10 });
  return {
    htmlPages: 20,
    htmlBytesAverage: 14_000,
    groups: {
      "visa en": { template: "visa", lang: "en", finder: false, ...page(withoutFinder, "/en/services/visa") },
      "page mn +finder": { template: "page", lang: "mn", finder: true, ...page(withFinder, "/") },
    },
    withoutFinder: page(withoutFinder, "/en/services/visa"),
    withFinder: page(withFinder, "/"),
  };
}

describe("the JavaScript budgets", () => {
  it("are met when every page is within its budget and each group weighs the same at every size", () => {
    const result = checkBudgets([
      { routes: 100, sizes: site(2_000, 3_000) },
      { routes: 10_000, sizes: site(2_000, 3_000) },
    ]);
    expect(result.met).toBe(true);
    expect(result.notFlat).toEqual([]);
  });

  it("are missed by a page over 30 KB without the visa finder, or over 80 KB with it", () => {
    const over = checkBudgets([{ routes: 100, sizes: site(budgets.withoutFinder + 1, budgets.withFinder + 1) }]);
    expect(over.met).toBe(false);
    expect(over.checks.map((check) => check.met)).toEqual([false, false]);
    expect(checkBudgets([{ routes: 100, sizes: site(budgets.withoutFinder, budgets.withFinder) }]).met).toBe(true);
  });

  it("are missed when a group's heaviest page grows with the site", () => {
    const result = checkBudgets([
      { routes: 100, sizes: site(2_000, 3_000) },
      { routes: 10_000, sizes: site(2_000, 3_100) },
    ]);
    expect(result.met).toBe(false);
    expect(result.notFlat).toEqual(["page mn +finder"]);
  });
});
