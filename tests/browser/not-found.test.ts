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

describe("the way on from the 404 page", () => {
  const blog = manifest.routes.find((r) => r.template === "page" && r.blocks.some((b) => b.type === "blog-list"))!;
  const inLang = (path: string, lang: "mn" | "en") => (lang === "mn" ? path : path === "/" ? "/en" : `/en${path}`);

  it.for([
    ["/no-such-page", "mn", "en", "/en/no-such-page"],
    ["/en/services/no-such-visa", "en", "mn", "/services/no-such-visa"],
  ] as const)(
    "%s (%s): the header's language switch shows the same address in the other language, with its way home and to the blog",
    async ([path, lang, other, there]) => {
      const { page, trouble } = await newPage(site);
      await page.goto(site.base + path);
      await enhanced(page);
      await page.getByRole("banner").getByRole("link", { name: text["lang.switch"][lang], exact: true }).click();
      await page.waitForURL(site.base + there);
      await enhanced(page);
      expect(await page.getAttribute("html", "lang"), `${path} → ${there}: <html lang>`).toBe(other);
      expect(await page.locator("h1").textContent(), `${there}: the 404 page's title`).toBe(
        text["notFound.title"][other],
      );
      expect(
        await page.getByRole("link", { name: text["notFound.home"][other] }).getAttribute("href"),
        `${there}: the link home`,
      ).toBe(inLang("/", other));
      expect(
        await page.getByRole("link", { name: text["notFound.blog"][other] }).getAttribute("href"),
        `${there}: the link to the blog`,
      ).toBe(inLang(blog.path, other));
      expect(trouble.all().filter((line) => !line.includes(path) && !line.includes(there))).toEqual([]);
      await page.close();
    },
  );

  it("without JavaScript, its language switch leads to the other language's home page", async () => {
    const { page } = await newPage(site, { javaScriptEnabled: false });
    await page.goto(site.base + "/no-such-page");
    await page.getByRole("banner").getByRole("link", { name: text["lang.switch"].mn, exact: true }).click();
    await page.waitForURL(site.base + "/en");
    expect(await page.getAttribute("html", "lang")).toBe("en");
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
