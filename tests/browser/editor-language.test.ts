import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { words } from "../../editor/app/words";
import type { SiteManifest } from "../../src/generated/manifest";
import { formSchemas } from "../../editor/form-schemas.server";
import { createValidator } from "../../src/validate/index.server";
import { loadSchemas } from "../../src/validate/schemas.server";
import { launchBrowser } from "./browser";
import { editorViews, openEditor, startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let manifest: SiteManifest;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  manifest = JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});

/** The editor as a person who never chose a language sees it. */
async function firstVisit(width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(editor.signIn);
  await page.locator(".sidebar").waitFor({ timeout: 60_000 });
  return page;
}

const switchOf = (page: Page, lang: "mn" | "en") => page.getByRole("group", { name: words[lang].interfaceLanguage });

/** The interface is in `lang`: its captions, the page's language and the switch's pressed button. */
async function expectLanguage(page: Page, lang: "mn" | "en", width: number) {
  const w = words[lang];
  await page.getByRole("button", { name: w.save, exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  const group = switchOf(page, lang);
  for (const l of ["mn", "en"] as const) {
    const button = group.getByRole("button", { name: w.languageNames[l] });
    expect(await button.getAttribute("aria-pressed")).toBe(String(l === lang));
    // On screen, whole, at the window's width.
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await page.getByRole("navigation", { name: w.pagesList }).getByRole("button", { name: w.settings }).waitFor();
}

/** Each interface language's width (editorViews): Mongolian at one, English at the other. */
const widthOf = (lang: "mn" | "en") => editorViews.find((view) => view.lang === lang)!.width;

it(`is Mongolian at first (${widthOf("mn")} px), switches to English (${widthOf("en")} px) and back, and remembers the choice`, async () => {
  const page = await firstVisit(widthOf("mn"));
  await expectLanguage(page, "mn", widthOf("mn"));
  await switchOf(page, "mn").getByRole("button", { name: words.mn.languageNames.en }).click();
  // Each language is looked at in its own view's width, in the same window: the choice survives the resize.
  await page.setViewportSize({ width: widthOf("en"), height: 900 });
  await expectLanguage(page, "en", widthOf("en"));
  // The choice is kept in the browser.
  await page.reload();
  await expectLanguage(page, "en", widthOf("en"));
  await switchOf(page, "en").getByRole("button", { name: words.en.languageNames.mn }).click();
  await page.setViewportSize({ width: widthOf("mn"), height: 900 });
  await expectLanguage(page, "mn", widthOf("mn"));
  await page.reload();
  await expectLanguage(page, "mn", widthOf("mn"));
  await page.close();
}, 120_000);

/**
 * The words of the toolbar, the page list and the new-page dialog that are the editor's own: page
 * paths and titles, menu names and the other language's own name are the site's or the switch's.
 */
const ownWords = (page: Page) =>
  page.evaluate((english) => {
    const parts = [".toolbar", ".sidebar", ".new-page"].flatMap((selector) => {
      const element = document.querySelector(selector);
      if (!element) return [];
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".path, .detail, select:not(:first-of-type)").forEach((e) => e.remove());
      copy.querySelectorAll("button").forEach((b) => b.textContent === english && b.remove());
      return [copy.textContent ?? "", copy.querySelector("input")?.getAttribute("placeholder") ?? ""];
    });
    return parts.join(" ");
  }, words.mn.languageNames.en);

it(`in Mongolian, the toolbar, the page list and the new-page dialog have no English (${widthOf("mn")} px)`, async () => {
  const page = await openEditor(browser, editor, { lang: "mn", width: widthOf("mn") });
  await page.getByRole("button", { name: words.mn.newPage }).click();
  const dialog = page.getByRole("dialog", { name: words.mn.newPage });
  await dialog.waitFor();
  const templates = await dialog.getByLabel(words.mn.template).locator("option").allTextContents();
  expect(templates.length).toBe(loadSchemas("schema").templates.length);
  const text = (await ownWords(page)).replace(/\/[^\s]*/g, "");
  for (const caption of [words.mn.save, words.mn.newPage, words.mn.template, words.mn.create, ...templates])
    expect(text).toContain(caption);
  expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
  await page.close();
}, 90_000);

it("a problem the validator finds is shown in Mongolian, and in English after the switch", async () => {
  const index = manifest.routes.findIndex((r) => r.template === "visa" && r.status !== "draft");
  const route = manifest.routes[index];
  const broken = structuredClone(manifest);
  broken.routes[index].title = { mn: route.title.mn } as typeof route.title;
  const validate = createValidator({ schemaDir: "schema", publicDir: "public" });
  const problem = validate(JSON.stringify(broken, null, 2)).problems.find(
    (p) => p.pointer === `/routes/${index}/title/en`,
  )!;
  expect(problem.mn?.message).toMatch(/[\u0400-\u04ff]/);

  const page = await openEditor(browser, editor, { lang: "mn", width: widthOf("mn") });
  await page.getByRole("button", { name: new RegExp(`^${route.path.replace(/\//g, "\\/")}(?![a-z-])`) }).click();
  await page.locator("#root_title_en").fill("");
  const list = page.locator(".problems");
  // Each problem says first where it is (the page's path and the field, as the form names it), set
  // apart from what is wrong.
  await expect.poll(() => list.textContent(), { timeout: 30_000 }).toContain(problem.mn!.message);
  const title = (formSchemas("schema").templates.visa as { properties: Record<string, { "x-label": { mn: string } }> })
    .properties.title["x-label"].mn;
  expect(await list.locator("li", { hasText: problem.mn!.message }).first().textContent()).toMatch(
    new RegExp(`^${route.path.replace(/[/-]/g, "\\$&")} — «${title}» \\(англи\\): `),
  );
  // In English, the field named as the form names it (not the file's "en" to write).
  expect(problem.en?.message).toBeDefined();
  expect(await list.textContent()).not.toContain(problem.en!.message);
  await switchOf(page, "mn").getByRole("button", { name: words.mn.languageNames.en }).click();
  await expect.poll(() => list.textContent()).toContain(problem.en!.message);
  await page.close();
}, 90_000);
