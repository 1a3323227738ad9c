// Links that do more than open a page: an article's back link and a visa page's checklist.
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, openPage, siteForSuite, withoutBlockedScripts } from "./browser";
import { manifest, table } from "./page-checks";

const site = siteForSuite();

const text = manifest.interface;
const articles = table.filter((e) => e.lang === "en" && e.template === "article");
// The blog list as it opens: every category, its first page.
const blogList = table.find((e) => e.lang === "en" && e.listing?.page === 1 && !e.listing.category)!;
const visa = table.find((e) => e.lang === "en" && e.template === "visa")!;
const backLink = (page: Page) => page.getByRole("link", { name: text["article.back"].en });

describe("an article's back link", () => {
  it("goes back to the page of the site the visitor came from", async () => {
    const { page, trouble } = await openPage(site, "/en");
    // The home page's teaser links to the newest articles.
    const hrefs = await page.locator("main a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const article = articles.find((a) => hrefs.includes(a.path));
    expect(article, "/en (en): the home page links to no article").toBeDefined();
    await page.locator(`main a[href="${article!.path}"]`).first().click();
    await page.waitForURL(site.base + article!.path);
    await backLink(page).click();
    await page.waitForURL(site.base + "/en");
    expect(trouble.all()).toEqual([]);
    await page.close();
  });

  it("goes to the blog list when the visitor came from elsewhere, with or without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, trouble } = await newPage(site, { javaScriptEnabled });
      await page.goto(site.base + articles[0].path);
      await backLink(page).click();
      await page.waitForURL(site.base + blogList.path);
      expect(withoutBlockedScripts(trouble.all())).toEqual([]);
      await page.close();
    }
  });
});

describe("a visa page's checklist", () => {
  it("is saved as the page's PDF in its language, with or without JavaScript", async () => {
    const route = manifest.routes[visa.index];
    if (route.template !== "visa") throw new Error(`${visa.path} is not a visa page`);
    for (const javaScriptEnabled of [true, false]) {
      const { page, trouble } = await newPage(site, { javaScriptEnabled });
      await page.goto(site.base + visa.path);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: text["visa.download"].en }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${route.path.split("/").pop()}-en.pdf`);
      const pdf = await PDFDocument.load(readFileSync(await download.path()), { updateMetadata: false });
      expect(pdf.getTitle()).toBe(route.title.en);
      expect(page.url(), `${visa.path}: saving the checklist left the page`).toBe(site.base + visa.path);
      expect(withoutBlockedScripts(trouble.all())).toEqual([]);
      await page.close();
    }
  });
});
