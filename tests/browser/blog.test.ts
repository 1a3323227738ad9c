import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticlePage, SiteManifest } from "../../src/generated/manifest";
import { defaultPerPage, newestFirst } from "../../src/routes/listing";
import { isDraft } from "../../src/routes/status";
import { translate } from "../../src/i18n/strings";
import { asTyped } from "../../src/content/typography";
import { fixtureText } from "../factories";
import { newPage, openPage, openSite, withoutBlockedScripts, type Site } from "./browser";
import { buildFixtureSite } from "./fixture-site";
import { manifest } from "./page-checks";

const text = manifest.interface;
const blogList = manifest.routes.find((r) => r.path === "/blog")!;
const listBlock = blogList.template === "page" ? blogList.blocks[0] : undefined;
/** How many articles the real blog list shows a page. */
const perPage = (listBlock?.type === "blog-list" && listBlock.perPage) || defaultPerPage;
/** The count line as the page shows it, "1 article", "5 articles", from the interface's text. */
const count = (n: number) => translate({ count: text["blog.count"].en }, "count", { n }, "en");
/** The cards' titles, as the author typed them (a card's title is typeset: no line ends after "8"). */
const titles = async (page: Page) => (await page.locator("main article h3").allTextContents()).map(asTyped);
const status = (page: Page) => page.getByRole("status").textContent();

/** Follows a link of a navigation of the page and waits for the page it leads to. */
async function follow(site: Site, page: Page, nav: string, label: string, path: string) {
  const link = page.getByRole("navigation", { name: nav }).getByRole("link", { name: label, exact: true });
  await link.click();
  await page.waitForURL(site.base + path);
  await expect
    .poll(() => link.getAttribute("aria-current"), {
      message: `${path} (en): the link "${label}" is not marked as the current one`,
    })
    .toBe("page");
}

describe("the blog list of the site", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("/en/blog: a category's link shows only its articles and its count, All shows every article again", async () => {
    const { page, trouble } = await openPage(site, "/en/blog");
    const articles = newestFirst(
      manifest.routes.filter((r): r is ArticlePage => r.template === "article" && !isDraft(r)),
    );
    expect(await status(page)).toBe(count(articles.length));
    // Three categories that have articles (one without is the fixture site's, below).
    const filled = manifest.settings.blogCategories.filter((c) => articles.some((a) => a.category === c.id));
    for (const category of filled.slice(0, 3)) {
      const expected = articles.filter((a) => a.category === category.id);
      const path = `/en/blog/category/${category.id}`;
      await follow(site, page, text["blog.filter"].en, category.label.en, path);
      await expect.poll(() => status(page), { message: `${path} (en): count line` }).toBe(count(expected.length));
      expect(await titles(page), `${path} (en): articles shown`).toEqual(
        expected.slice(0, perPage).map((a) => a.title.en),
      );
    }
    await follow(site, page, text["blog.filter"].en, text["blog.all"].en, "/en/blog");
    await expect.poll(() => titles(page)).toEqual(articles.slice(0, perPage).map((a) => a.title.en));
    expect(trouble.all()).toEqual([]);
    await page.close();
  });
});

// Every category of the real manifest has articles, and fewer than a page of them: a fixture site
// with the site's blog list at 2 a page, five articles about visas and none about study.
describe("the blog list's empty state and pages (a site built from the fixture manifest)", () => {
  let site: Site;
  /** The English titles of the five articles, in the list's order. */
  let posts: string[] = [];
  beforeAll(async () => {
    const fixture = JSON.parse(
      fixtureText().split('"/images/monash.svg"').join('"/images/partners/universities.svg"'),
    ) as SiteManifest;
    const blog = structuredClone(blogList);
    if (blog.template === "page" && blog.blocks[0].type === "blog-list") blog.blocks[0].perPage = 2;
    const article = fixture.routes.find((r) => r.template === "article")!;
    const more = [2, 3, 4, 5].map((n) => {
      const title = `Visa post ${n}`;
      return { ...article, path: `/blog/visa-post-${n}`, title: { mn: title, en: title } };
    });
    fixture.routes.push(blog, ...more);
    posts = newestFirst(fixture.routes.filter((r): r is ArticlePage => r.template === "article")).map(
      (a) => a.title.en,
    );
    fixture.interface = { ...manifest.interface, ...fixture.interface };
    site = await openSite(buildFixtureSite("blog", fixture));
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("/en/blog: a category without articles says so and lists nothing; All lists the articles again", async () => {
    const { page, trouble } = await openPage(site, "/en/blog");
    const empty = JSON.parse(fixtureText()).settings.blogCategories.find((c: { id: string }) => c.id === "study").label
      .en as string;
    await follow(site, page, text["blog.filter"].en, empty, "/en/blog/category/study");
    await expect
      .poll(() => status(page), { message: `/en/blog/category/study (en): the empty state` })
      .toBe(text["blog.empty"].en);
    expect(await titles(page), `/en/blog/category/study (en): articles shown`).toEqual([]);
    await follow(site, page, text["blog.filter"].en, text["blog.all"].en, "/en/blog");
    await expect.poll(() => status(page)).toBe(count(posts.length));
    expect(trouble.all()).toEqual([]);
    await page.close();
  });

  it("/en/blog: Next, a page's number and Previous move between the pages of two articles, the count staying that of all five", async () => {
    const { page, trouble } = await openPage(site, "/en/blog");
    const pages = text["blog.pagination"].en;
    expect(await titles(page)).toEqual(posts.slice(0, 2));
    await page.getByRole("navigation", { name: pages }).getByRole("link", { name: text["blog.next"].en }).click();
    await page.waitForURL(site.base + "/en/blog/page/2");
    await expect
      .poll(() => titles(page), { message: "/en/blog/page/2 (en): articles shown" })
      .toEqual(posts.slice(2, 4));
    await follow(site, page, pages, text["blog.pageLink"].en.replace("{n}", "3"), "/en/blog/page/3");
    await expect.poll(() => titles(page), { message: "/en/blog/page/3 (en): articles shown" }).toEqual(posts.slice(4));
    await page.getByRole("navigation", { name: pages }).getByRole("link", { name: text["blog.previous"].en }).click();
    await page.waitForURL(site.base + "/en/blog/page/2");
    await expect
      .poll(() => titles(page), { message: "/en/blog/page/2 (en): articles shown" })
      .toEqual(posts.slice(2, 4));
    expect(await status(page)).toBe(count(posts.length));
    expect(await page.title()).toContain(
      text["blog.pageTitle"].en.replace("{title}", blogList.title.en).replace("{n}", "2"),
    );
    expect(trouble.all()).toEqual([]);
    await page.close();
  });

  it("without JavaScript on a 375 px phone, the pages' links are a finger wide and high, fit the screen, and lead to the next page", async () => {
    const { page, trouble } = await newPage(site, { javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    await page.goto(site.base + "/en/blog/category/visa/page/2");
    const nav = page.getByRole("navigation", { name: text["blog.pagination"].en });
    const boxes = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect()).map((r) => [r.width, r.height, r.right]));
    for (const [width, height, right] of boxes) {
      expect(
        Math.min(width, height),
        "/en/blog/category/visa/page/2 (en) at 375 px: a pagination link smaller than 44 px",
      ).toBeGreaterThanOrEqual(44);
      expect(
        right,
        "/en/blog/category/visa/page/2 (en) at 375 px: a pagination link beyond the screen's edge",
      ).toBeLessThanOrEqual(375);
    }
    await nav.getByRole("link", { name: text["blog.next"].en }).click();
    await page.waitForURL(site.base + "/en/blog/category/visa/page/3");
    expect(await titles(page)).toEqual(posts.slice(4));
    expect(withoutBlockedScripts(trouble.all())).toEqual([]);
    await page.close();
  });
});
