import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticlePage, SiteManifest } from "../../src/generated/manifest";
import { fixtureText } from "../factories";
import { openPage, openSite, type Site } from "./browser";
import { buildFixtureSite } from "./fixture-site";
import { manifest } from "./page-checks";

const text = manifest.interface;
const count = (n: number) => text["blog.count"].en.replace("{n}", String(n));
const titles = (page: Page) => page.locator("main article h3").allTextContents();

async function choose(page: Page, label: string) {
  const button = page.getByRole("group", { name: text["blog.filter"].en }).getByRole("button", { name: label, exact: true });
  await button.click();
  expect(await button.getAttribute("aria-pressed"), `/en/blog (en): the "${label}" filter is not shown as chosen`).toBe("true");
}

describe("the blog list of the site", () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("/en/blog: a category shows only its articles and its count, All shows every article again", async () => {
    const { page, trouble } = await openPage(site, "/en/blog");
    const articles = manifest.routes.filter((r): r is ArticlePage => r.template === "article");
    const status = page.getByRole("status");
    expect(await status.textContent()).toBe(count(articles.length));
    for (const category of manifest.settings.blogCategories.slice(0, 3)) {
      const expected = articles.filter((a) => a.category === category.id);
      await choose(page, category.label.en);
      expect(await status.textContent(), `/en/blog (en), category "${category.label.en}": count line`).toBe(count(expected.length));
      expect(await titles(page), `/en/blog (en), category "${category.label.en}": articles shown`).toEqual(expected.map((a) => a.title.en));
    }
    await choose(page, text["blog.all"].en);
    expect(await titles(page)).toEqual(articles.map((a) => a.title.en));
    expect(trouble.all()).toEqual([]);
    await page.close();
  });
});

// Every category of the real manifest has articles: a fixture site with the site's blog list and
// interface words, one article of "visa" and none of "study", shows the empty state.
describe("the blog list's empty state (a site built from the fixture manifest)", () => {
  let site: Site;
  beforeAll(async () => {
    const fixture = JSON.parse(fixtureText().split('"/images/monash.svg"').join('"/images/partners/monash.svg"')) as SiteManifest;
    fixture.routes.push(manifest.routes.find((r) => r.path === "/blog")!);
    fixture.interface = { ...manifest.interface, ...fixture.interface };
    site = await openSite(buildFixtureSite("blog", fixture));
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("/en/blog: a category without articles says so and lists nothing; All lists the article again", async () => {
    const { page, trouble } = await openPage(site, "/en/blog");
    const empty = JSON.parse(fixtureText()).settings.blogCategories.find((c: { id: string }) => c.id === "study").label.en as string;
    await choose(page, empty);
    expect(await page.getByRole("status").textContent(), `/en/blog (en), category "${empty}": the empty state`).toBe(text["blog.empty"].en);
    expect(await titles(page), `/en/blog (en), category "${empty}": articles shown`).toEqual([]);
    await choose(page, text["blog.all"].en);
    expect(await page.getByRole("status").textContent()).toBe(count(1));
    expect(trouble.all()).toEqual([]);
    await page.close();
  });
});
