import { describe, it } from "vitest";
import { axeViolations, describeViolations, hydrated, newPage, useSite } from "./browser";
import { contentProblems, factProblems, readContent, readFacts, table, where, type Content } from "./page-checks";

const site = useSite();

/** The page with JavaScript, as a visitor's browser shows it once React has hydrated it. */
async function withScript(at: string, path: string, lang: string): Promise<{ status?: number; problems: string[]; content: Content }> {
  const { page, trouble } = await newPage(site);
  try {
    const response = await page.goto(site.base + path);
    await hydrated(page);
    const problems = [...factProblems(at, lang, await readFacts(page)), ...describeViolations(at, await axeViolations(page))];
    return { status: response?.status(), problems: [...trouble.all().map((line) => `${at}: ${line}`), ...problems], content: await readContent(page) };
  } finally {
    await page.close();
  }
}

const pages = new Set(table.map((entry) => entry.path));
// Following one link costs a page load: once per template and language proves that links work
// without JavaScript; every page's links are checked to lead to a page of the site.
const followed = new Set<string>();

/** The same page without JavaScript: the prerendered HTML alone, and (once per template) one of its links followed. */
async function withoutScript(at: string, path: string, kind: string): Promise<{ status?: number; problems: string[]; content: Content }> {
  const { page, trouble } = await newPage(site, { javaScriptEnabled: false });
  try {
    const response = await page.goto(site.base + path);
    const content = await readContent(page);
    const elsewhere = content.links.filter((l) => l.visible && l.href.split("#")[0] !== path);
    const link = elsewhere.find((l) => l.inMain) ?? elsewhere[0];
    const problems = content.links.filter((l) => !pages.has(l.href.split("#")[0])).map((l) => `${at}: the link to ${l.href} leads to no page of the site`);
    if (!link) problems.push(`${at} without JavaScript: no visible link to another page`);
    else if (!followed.has(kind)) {
      followed.add(kind);
      await page.locator(`a[href="${link.href}"]`).filter({ visible: true }).first().click();
      await page.waitForURL(new URL(link.href, site.base).href);
      if ((await page.locator("h1").count()) !== 1) problems.push(`${at} without JavaScript: the link to ${link.href} does not lead to a page with one h1`);
    }
    // Chromium blocks the page's scripts when JavaScript is off and reports them as failed ("csp").
    const failures = trouble.all().filter((line) => !/\/assets\/[^ ]+\.js failed \(csp\)$/.test(line));
    return { status: response?.status(), problems: [...problems, ...failures.map((line) => `${at} without JavaScript: ${line}`)], content };
  } finally {
    await page.close();
  }
}

// A few pages at a time in the one browser (vitest's maxConcurrency), each in its own context.
describe.concurrent("every page of the route table, in both languages", () => {
  it.for(table.map((entry) => [where(entry), entry] as const))(
    "%s: status 200, no errors, WCAG 2.1 AA, headings, alt text, lang; without JavaScript the same content and working links",
    async ([at, entry], { expect }) => {
      const js = await withScript(at, entry.path, entry.lang);
      expect(js.status, `${at}: HTTP status`).toBe(200);
      const bare = await withoutScript(at, entry.path, `${entry.template} ${entry.lang}`);
      expect(bare.status, `${at} without JavaScript: HTTP status`).toBe(200);
      expect([...js.problems, ...contentProblems(at, entry.lang, js.content, bare.content), ...bare.problems]).toEqual([]);
    },
  );
});
