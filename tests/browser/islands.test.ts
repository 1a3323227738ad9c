// Pages are static HTML with islands: every page runs the one script of the header, dialog and
// language memory; only the page with the visa finder loads more, and React itself only once the
// finder is about to be used.
import { typeset } from "../../src/content/typography";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Route } from "../../src/generated/manifest";
import { recommend } from "../../src/finder/recommend";
import { localizePath } from "../../src/routes/table";
import { isDraft } from "../../src/routes/status";
import { enhanced, newPage, siteForSuite } from "./browser";
import { finder, finderHydrated, finderRoute, finderSelector, isReact } from "./finder-island";
import { manifest } from "./page-checks";

const site = siteForSuite();
const text = manifest.interface;

/** Every script the page fetches, by path, and whether it is React's code. */
function watchScripts(page: Page): () => Promise<{ path: string; react: boolean }[]> {
  const scripts: Promise<{ path: string; react: boolean }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.text().then((code) => ({ path: new URL(response.url()).pathname, react: isReact(code) })));
  });
  return () => Promise.all(scripts);
}

/** The scripts a page's HTML runs, and the modules it preloads for them. */
function linkedScripts(html: string): { scripts: string[]; preloads: string[] } {
  return {
    scripts: [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    preloads: [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
  };
}

/** The first published page of each template, in English, the finder's page aside. */
const plainPages = [...new Set(manifest.routes.map((r) => r.template))]
  .map((template) => manifest.routes.find((r) => r.template === template && !isDraft(r) && r !== finderRoute)!)
  .filter(Boolean)
  .map((route: Route) => localizePath(route.path, "en"));

describe("a page without the visa finder", () => {
  it.each(plainPages)("%s runs only the script of every page, from /assets/, and no React", async (path) => {
    const { page, trouble } = await newPage(site);
    const fetched = watchScripts(page);
    const response = await page.goto(site.base + path);
    await enhanced(page);
    await page.waitForLoadState("networkidle");
    const { scripts, preloads } = linkedScripts(await response!.text());
    expect(scripts, `${path} (en): the scripts of its HTML`).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/[^/]+\.js$/);
    // The script and the modules it imports at once, which the HTML preloads: nothing else.
    const loaded = await fetched();
    expect(new Set(loaded.map((s) => s.path)), `${path} (en): scripts fetched`).toEqual(
      new Set([...scripts, ...preloads]),
    );
    expect(
      loaded.filter((s) => s.react).map((s) => s.path),
      `${path} (en): React was fetched`,
    ).toEqual([]);
    expect(trouble.all()).toEqual([]);
    await page.context().close();
  });
});

describe("the page with the visa finder", () => {
  const path = localizePath(finderRoute.path, "en");
  const viewport = { width: 1280, height: 800 };
  // A visitor whom the first rule fits: its answers where it names any, the first option elsewhere.
  const answers = Object.fromEntries(
    finder.questions.map((q) => [q.id, finder.rules[0].when[q.id]?.[0] ?? q.options[0].value]),
  );
  const visa = manifest.routes.find((r) => r.path === recommend(finder.rules, answers)!.recommend)!;
  const choose = (page: Page, question: (typeof finder.questions)[number]) =>
    page
      .locator(finderSelector)
      .getByRole("group", { name: question.label.en })
      .getByRole("radio", {
        name: question.options.find((o) => o.value === answers[question.id])!.label.en,
        exact: true,
      })
      .check();

  it(`${path}: React is fetched only once the finder comes near the screen; the finder then hydrates without an error and recommends a visa`, async () => {
    const { page, trouble } = await newPage(site, { viewport });
    const fetched = watchScripts(page);
    const response = await page.goto(site.base + path);
    await enhanced(page);
    await page.waitForLoadState("networkidle");
    const top = (await page.locator(finderSelector).boundingBox())!.y;
    expect(
      top,
      `${path} (en): the finder is on the first screen, where this test cannot tell when React comes`,
    ).toBeGreaterThan(viewport.height * 2);
    const { scripts } = linkedScripts(await response!.text());
    expect(scripts, `${path} (en): its HTML runs the script of every page and the finder's`).toHaveLength(2);
    expect(
      (await fetched()).filter((s) => s.react),
      `${path} (en): React before the finder is near`,
    ).toEqual([]);

    await finderHydrated(page);
    expect((await fetched()).filter((s) => s.react)).toHaveLength(1);
    for (const question of finder.questions) await choose(page, question);
    await page.locator(finderSelector).getByRole("button", { name: text["finder.submit"].en }).click();
    await expect
      .poll(() => page.locator(finderSelector).getByRole("status").getByRole("heading").first().textContent())
      .toBe(typeset(visa.title.en));
    // React reports a hydration mismatch as an error: there is none.
    expect(trouble.all()).toEqual([]);
    await page.context().close();
  });

  it(`${path}: the finder's button pressed before React has hydrated it waits for it, instead of reloading the page`, async () => {
    const { page, trouble } = await newPage(site, { viewport });
    await page.goto(site.base + path);
    await enhanced(page);
    // The finder's code is held back until every answer is given and the button pressed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith(".js"),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    for (const question of finder.questions) await choose(page, question);
    await page.locator(finderSelector).getByRole("button", { name: text["finder.submit"].en }).click();
    expect(
      await page.locator(finderSelector).getAttribute("aria-busy"),
      `${path} (en): the finder does not say it is busy`,
    ).toBe("true");
    release();
    await expect
      .poll(() => page.locator(finderSelector).getByRole("status").getByRole("heading").first().textContent())
      .toBe(typeset(visa.title.en));
    expect(new URL(page.url()).search, `${path} (en): the button reloaded the page`).toBe("");
    expect(trouble.all()).toEqual([]);
    await page.context().close();
  });

  it(`${path}: an answer given as the finder is first touched, before React has hydrated it, is kept`, async () => {
    const { page, trouble } = await newPage(site, { viewport });
    await page.goto(site.base + path);
    await enhanced(page);
    const [first, ...rest] = finder.questions;
    // Touching the finder starts its code loading; the answer is the browser's until React takes over.
    await choose(page, first);
    await finderHydrated(page);
    for (const question of rest) await choose(page, question);
    await page.locator(finderSelector).getByRole("button", { name: text["finder.submit"].en }).click();
    const island = page.locator(finderSelector);
    await expect
      .poll(async () => (await island.getByRole("alert").count()) || (await island.getByRole("status").count()), {
        message: `${path} (en): the finder neither recommends nor reminds`,
      })
      .toBeGreaterThan(0);
    expect(
      await island.getByRole("alert").count(),
      `${path} (en): the first answer, given before the finder was hydrated, was lost`,
    ).toBe(0);
    expect(await island.getByRole("status").getByRole("heading").first().textContent()).toBe(typeset(visa.title.en));
    expect(trouble.all()).toEqual([]);
    await page.context().close();
  });
});
