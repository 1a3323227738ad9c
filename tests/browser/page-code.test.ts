// A page downloads its own template's code and no other template's, hydrates without errors, and
// fetches the next template's code when the visitor moves to a page of another kind.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Route } from "../../src/generated/manifest";
import { localizePath } from "../../src/routes/table";
import { isDraft } from "../../src/routes/status";
import { translate } from "../../src/i18n/strings";
import { newPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const templates = [...new Set(manifest.routes.filter((r) => !isDraft(r)).map((r) => r.template))];
const firstOf = (template: Route["template"]) => manifest.routes.find((r) => r.template === template && !isDraft(r))!;
const en = (key: string) => manifest.interface[key].en;

const site = siteForSuite();

/** The template and block chunks a page requests, by what they draw: "templates/visa", "blocks/hero". */
function watchChunks(page: Page): Set<string> {
  const chunks = new Set<string>();
  page.on("request", (request) => {
    const match = /\/assets\/((?:templates|blocks)\/[a-z0-9-]+?)-[\w-]{8}\.js$/.exec(request.url());
    if (match) chunks.add(match[1]);
  });
  return chunks;
}

/** Waits until every chunk has arrived and React has enhanced the footer, which comes after the page's template. */
async function enhanced(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const links = document.querySelectorAll("footer a");
    return links.length > 0 && Object.keys(links[links.length - 1]).some((key) => key.startsWith("__reactProps"));
  });
}

const expected = (route: Route) =>
  new Set([
    `templates/${route.template}`,
    ...(route.template === "page" ? route.blocks.map((b) => `blocks/${b.type}`) : []),
  ]);

describe("a page's own code", () => {
  it.each(templates)(
    "a %s page loads its template's chunk (preloaded in its HTML) and no other template's or block's",
    async (template) => {
      const route = firstOf(template);
      const { page, trouble } = await newPage(site);
      const chunks = watchChunks(page);
      const response = await page.goto(site.base + route.path);
      await enhanced(page);
      expect(await response!.text()).toMatch(
        new RegExp(`<link rel="modulepreload" href="/assets/templates/${template}-`),
      );
      expect(chunks).toEqual(expected(route));
      expect(trouble.all()).toEqual([]);
    },
  );

  it("moving to a page of another template fetches that template's code, without reloading the page", async () => {
    const { page, trouble } = await newPage(site, { viewport: { width: 1280, height: 900 } });
    const chunks = watchChunks(page);
    const visa = firstOf("visa");
    await page.goto(site.base + localizePath(visa.path, "en"));
    await enhanced(page);
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    expect(chunks).toEqual(new Set(["templates/visa"]));

    const menu = manifest.navigation.header.menus.find((m) =>
      m.columns.some((c) => c.links.some((l) => l.path.startsWith("/destinations/"))),
    )!;
    const destination = manifest.routes.find((r) => r.path === menu.columns[0].links[0].path)!;
    await page.getByRole("button", { name: menu.label.en }).click();
    await page.getByRole("link", { name: destination.title.en, exact: true }).first().click();
    await page.waitForURL(site.base + localizePath(destination.path, "en"));
    await expect.poll(() => page.locator("main h1").textContent()).toBe(destination.title.en);
    expect(chunks.has("templates/destination")).toBe(true);

    await page.getByRole("link", { name: manifest.settings.name.en }).click();
    await page.waitForURL(site.base + "/en");
    const home = manifest.routes.find((r) => r.path === "/")!;
    await expect.poll(() => chunks.has("blocks/hero") && chunks.has("templates/page")).toBe(true);
    for (const chunk of expected(home)) expect(chunks.has(chunk)).toBe(true);
    expect(await page.evaluate(() => "stayed" in window)).toBe(true);
    expect(trouble.all()).toEqual([]);
  });
});

describe("after hydration", () => {
  it("the consultation dialog opens with its code fetched on demand, keeps the focus, and gives it back on Esc", async () => {
    const { page, trouble } = await newPage(site, { viewport: { width: 1280, height: 900 } });
    await page.goto(site.base + "/en/about");
    await enhanced(page);
    const opener = page.getByRole("button", { name: en("header.consult") }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: en("dialog.title") });
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The dialog gives the focus back in a task of its own, once it has gone.
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(trouble.all()).toEqual([]);
  });

  it("the blog list's link to a category shows that category's page", async () => {
    const { page, trouble } = await newPage(site);
    await page.goto(site.base + "/en/blog");
    await enhanced(page);
    const articles = manifest.routes.filter((r) => r.template === "article" && !isDraft(r));
    const category = manifest.settings.blogCategories.find((c) =>
      articles.some((a) => a.template === "article" && a.category === c.id),
    )!;
    const count = articles.filter((a) => a.template === "article" && a.category === category.id).length;
    await page
      .getByRole("navigation", { name: en("blog.filter") })
      .getByRole("link", { name: category.label.en, exact: true })
      .click();
    await page.waitForURL(`${site.base}/en/blog/category/${category.id}`);
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe(translate({ count: en("blog.count") }, "count", { n: count }, "en"));
    expect(trouble.all()).toEqual([]);
  });

  it("the visa finder recommends a visa", async () => {
    const home = manifest.routes.find((r) => r.template === "page" && r.blocks.some((b) => b.type === "visa-finder"))!;
    const finder = home.template === "page" ? home.blocks.find((b) => b.type === "visa-finder") : undefined;
    if (finder?.type !== "visa-finder") throw new Error("the manifest has no visa finder");
    const { page, trouble } = await newPage(site);
    await page.goto(site.base + localizePath(home.path, "en"));
    await enhanced(page);
    const rule = finder.rules[0];
    for (const question of finder.questions) {
      const value = rule.when[question.id]?.[0] ?? question.options[0].value;
      await page
        .getByRole("radio", { name: question.options.find((o) => o.value === value)!.label.en, exact: true })
        .check();
    }
    await page.getByRole("button", { name: en("finder.submit") }).click();
    const visa = manifest.routes.find((r) => r.path === rule.recommend)!;
    await page.getByRole("heading", { name: visa.title.en }).waitFor();
    expect(trouble.all()).toEqual([]);
  });
});
