import { describe, expect, it } from "vitest";
import { enhanced, newPage, openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const text = manifest.interface;

describe("an unknown path", () => {
  it.for([
    ["/no-such-page", "mn", "/"],
    ["/en/services/no-such-visa", "en", "/en"],
  ] as const)("%s shows the 404 page in its language and logs the path", async ([path, lang, home]) => {
    const { page, trouble } = await newPage(site);
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto(site.base + path);
    await enhanced(page);
    expect(response?.status(), `${path} (${lang}): HTTP status`).toBe(404);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    expect(await page.locator("main").textContent(), `${path} (${lang}): the big 404`).toContain(
      text["notFound.code"][lang],
    );
    expect(await page.locator("h1").textContent()).toBe(text["notFound.title"][lang]);
    expect(
      await page.getByRole("link", { name: text["notFound.home"][lang] }).getAttribute("href"),
      `${path} (${lang}): the link home`,
    ).toBe(home);
    expect(
      logged.filter((line) => line.includes(path)),
      `${path} (${lang}): the console does not name the unknown path`,
    ).not.toEqual([]);
    // The page's own 404 is expected; nothing else may fail.
    expect(trouble.all().filter((line) => !line.includes(`${site.base}${path}`))).toEqual([]);
    await page.close();
  });
});

describe("an unknown article, category or page of the blog", () => {
  it.for([
    ["/about", "/blog/no-such-article", "/blog"],
    ["/en/about", "/en/blog/no-such-article", "/en/blog"],
    ["/about", "/blog/category/nope", "/blog"],
    ["/en/about", "/en/blog/page/99", "/en/blog"],
  ] as const)("%s then %s lands on %s, and Back returns to the page before", async ([before, unknown, list]) => {
    const { page } = await openPage(site, before);
    await page.goto(site.base + unknown);
    await page.waitForURL(site.base + list);
    await enhanced(page);
    expect(await page.locator("h1").textContent(), `${unknown}: the blog list's h1`).toBe(
      manifest.routes.find((r) => r.path === "/blog")!.title[list.startsWith("/en") ? "en" : "mn"],
    );
    await page.goBack();
    await page.waitForURL(site.base + before);
    expect(page.url(), `${unknown}: Back from the blog list goes to the unknown article again, not to ${before}`).toBe(
      site.base + before,
    );
    await page.close();
  });
});
