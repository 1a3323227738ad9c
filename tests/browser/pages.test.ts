import { describe, it } from "vitest";
import { axeViolations, describeViolations, enhanced, pagePool, siteForSuite, withoutBlockedScripts } from "./browser";
import type { Page } from "playwright-core";
import {
  contentProblems,
  factProblems,
  readContent,
  readFacts,
  spilling,
  table,
  where,
  type Content,
} from "./page-checks";

const site = siteForSuite();
const tabs = pagePool(site);
const scriptless = pagePool(site, { javaScriptEnabled: false });

/**
 * The page with JavaScript, as a visitor's browser shows it once its script has run; and the
 * content of the HTML it arrived as, which is what a browser without JavaScript shows.
 */
async function withScript(
  at: string,
  path: string,
  lang: string,
  contrast: boolean,
): Promise<{ status?: number; problems: string[]; content: Content; bare: Content }> {
  return tabs.use(async ({ page, trouble }) => {
    const response = await page.goto(site.base + path);
    const html = (await response?.text()) ?? "";
    await enhanced(page);
    const problems = [
      ...factProblems(at, lang, await readFacts(page)),
      ...describeViolations(at, await axeViolations(page, { contrast })),
      ...(await phoneSpills(page)).map((line) => `${at}, ${line}`),
    ];
    return {
      status: response?.status(),
      problems: [...trouble.all().map((line) => `${at}: ${line}`), ...problems],
      content: await readContent(page),
      bare: await readContent(page, html),
    };
  });
}

/** The widths of a small and a common phone: each lays boxes out its own way (the sm breakpoint lies between). */
const phoneWidths = [320, 375];

/**
 * The texts that run past their box's border with the window as narrow as each phone's, as a
 * word too long for a tile would; the window is given back its width after.
 */
async function phoneSpills(page: Page): Promise<string[]> {
  const own = page.viewportSize()!;
  const found: string[] = [];
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: 740 });
    found.push(...(await spilling(page)).map((line) => `at ${width} px: ${line}`));
  }
  await page.setViewportSize(own);
  return found;
}

const pages = new Set(table.map((entry) => entry.path));
const target = (href: string) => href.split("#")[0];
// Colours are the templates' and the blocks', never an author's: contrast is measured on every
// block-composed page and on one page of each other template in each language.
const contrastMeasured = new Set<string>();
function measureContrast(entry: (typeof table)[number]): boolean {
  const kind = entry.template === "page" ? entry.path : `${entry.template} ${entry.lang}`;
  if (contrastMeasured.has(kind)) return false;
  contrastMeasured.add(kind);
  return true;
}

// Following a link costs a page load: once per template and language proves that links work
// without JavaScript; every link of every page's HTML is checked to lead to a page of the site.
const followed = new Set<string>();

/** Where the links of a page's HTML lead, and (once per template and language) one of them followed with JavaScript off. */
async function withoutScript(at: string, path: string, kind: string, bare: Content): Promise<string[]> {
  const problems = bare.links
    .filter((l) => !pages.has(target(l.href)))
    .map((l) => `${at}: the link to ${l.href} leads to no page of the site`);
  const elsewhere = bare.links.filter((l) => target(l.href) !== path);
  const link = elsewhere.find((l) => l.area === "main") ?? elsewhere.find((l) => l.area === "footer");
  if (!link) return [...problems, `${at} without JavaScript: no link to another page in <main> or the footer`];
  if (followed.has(kind)) return problems;
  followed.add(kind);
  return scriptless.use(async ({ page, trouble }) => {
    const response = await page.goto(site.base + path);
    if (response?.status() !== 200) problems.push(`${at} without JavaScript: HTTP status ${response?.status()}`);
    await page.locator(`${link.area} a[href="${link.href}"]`).first().click();
    await page.waitForURL(new URL(link.href, site.base).href);
    if ((await page.locator("h1").count()) !== 1)
      problems.push(`${at} without JavaScript: the link to ${link.href} does not lead to a page with one h1`);
    return [...problems, ...withoutBlockedScripts(trouble.all()).map((line) => `${at} without JavaScript: ${line}`)];
  });
}

// A few pages at a time (vitest's maxConcurrency) in as many reused tabs of the one browser.
describe.concurrent("every page of the route table, in both languages", () => {
  it.for(table.map((entry) => [where(entry), entry] as const))(
    "%s: status 200, no errors, WCAG 2.1 AA (contrast once a template), headings, alt text, lang, no text past its box on a phone; without JavaScript the same content and working links",
    async ([at, entry], { expect }) => {
      const js = await withScript(at, entry.path, entry.lang, measureContrast(entry));
      expect(js.status, `${at}: HTTP status`).toBe(200);
      const bare = await withoutScript(at, entry.path, `${entry.template} ${entry.lang}`, js.bare);
      expect([...js.problems, ...contentProblems(at, entry.lang, js.content, js.bare), ...bare]).toEqual([]);
    },
  );
});
