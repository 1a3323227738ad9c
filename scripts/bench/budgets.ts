// The JavaScript budgets of issue 26: what a page loads up front (gzip) is at most 30 KB without the
// visa finder and at most 80 KB with it, on every page, and the same at every size of site.
import type { HeaviestPage, OutputSizes } from "./measure-output";

export const budgets = { withoutFinder: 30 * 1024, withFinder: 80 * 1024 };

export interface BudgetCheck {
  routes: number;
  pages: "without the visa finder" | "with the visa finder";
  limit: number;
  heaviest?: HeaviestPage;
  met: boolean;
}

export interface Budgets {
  checks: BudgetCheck[];
  /** The groups (template, language, finder) whose heaviest page differs between the sizes that have them; none when flat. */
  notFlat: string[];
  met: boolean;
}

/** Checks each size's heaviest pages against the budgets, and that every group's heaviest page weighs the same at every size. */
export function checkBudgets(outputs: { routes: number; sizes: OutputSizes }[]): Budgets {
  const checks = outputs.flatMap(({ routes, sizes }): BudgetCheck[] => [
    {
      routes,
      pages: "without the visa finder",
      limit: budgets.withoutFinder,
      heaviest: sizes.withoutFinder,
      met: (sizes.withoutFinder?.gzip ?? 0) <= budgets.withoutFinder,
    },
    {
      routes,
      pages: "with the visa finder",
      limit: budgets.withFinder,
      heaviest: sizes.withFinder,
      met: (sizes.withFinder?.gzip ?? 0) <= budgets.withFinder,
    },
  ]);
  const groups = new Set(outputs.flatMap(({ sizes }) => Object.keys(sizes.groups)));
  const notFlat = [...groups].filter(
    (group) => new Set(outputs.flatMap(({ sizes }) => sizes.groups[group]?.gzip ?? [])).size > 1,
  );
  return { checks, notFlat, met: checks.every((check) => check.met) && notFlat.length === 0 };
}
