import { afterAll, beforeAll, describe, it } from "vitest";
import { axeViolations, describeViolations, hydrated, newPage, openSite, type Site } from "./browser";
import { factProblems, readFacts, table, where } from "./page-checks";

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.stop();
});

// A few pages at a time in the one browser (vitest's maxConcurrency), each in its own context.
describe.concurrent("every page of the route table, in both languages, with JavaScript", () => {
  it.for(table.map((entry) => [where(entry), entry] as const))("%s: status 200, no errors, WCAG 2.1 AA, headings, alt text, lang", async ([at, entry], { expect }) => {
    const { page, trouble } = await newPage(site);
    try {
      const response = await page.goto(site.base + entry.path);
      expect(response?.status(), `${at}: HTTP status`).toBe(200);
      await hydrated(page);
      const problems = [
        ...trouble.all().map((line) => `${at}: ${line}`),
        ...factProblems(at, entry.lang, await readFacts(page)),
        ...describeViolations(at, await axeViolations(page)),
      ];
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
