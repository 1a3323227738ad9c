import { typeset } from "../../src/content/typography";
import { readFileSync } from "node:fs";
import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { textsOf } from "../../editor/app/preview/texts";
import { previewWords } from "../../editor/app/preview/words";
import { words } from "../../editor/app/words";
import { launchBrowser } from "./browser";
import { englishView, mongolianView, openEditor, startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let manifest: SiteManifest;
// The page the tests look at, from the manifest: the first published visa page.
let visa: Extract<SiteManifest["routes"][number], { template: "visa" }>;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  manifest = JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
  visa = manifest.routes.find((r) => r.template === "visa" && r.status !== "draft") as typeof visa;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});

const exact = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/** The editor in `lang` at `width`, showing the visa page. */
async function openVisa(lang: "mn" | "en", width: number): Promise<Page> {
  const page = await openEditor(browser, editor, { lang, width });
  await showVisa(page, lang);
  return page;
}
async function showVisa(page: Page, lang: "mn" | "en") {
  await page.locator(".sidebar button", { hasText: visa.path }).first().click();
  await expect
    .poll(() => preview(page, lang).locator("h1").textContent(), { timeout: 30_000 })
    .toBe(typeset(visa.title.mn));
}
/** Opens the collapsed sections of the form around a field, so that it can be typed in. */
const reveal = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => {
    for (let p = element.parentElement; p; p = p.parentElement) if (p instanceof HTMLDetailsElement) p.open = true;
  });
const preview = (page: Page, lang: "mn" | "en"): FrameLocator =>
  page.frameLocator(`iframe[title="${previewWords[lang].preview}"]`);
const chooseScreen = (page: Page, lang: "mn" | "en", screen: "phone" | "tablet" | "desktop") =>
  page.getByRole("radio", { name: previewWords[lang][screen] }).check();
/** The width the page in the preview is laid out at, whatever its scale on screen. */
const layoutWidth = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLIFrameElement>(".preview iframe")!.contentWindow!.innerWidth);

describe.each([mongolianView])("the preview, in the $lang interface", ({ lang, width }) => {
  const w = previewWords[lang];

  it(`at ${width} px: a phone and a desktop with the header's menus, both page languages, text to field and field to text, a page with a problem`, async () => {
    const page = await openVisa(lang, width);
    const frame = preview(page, lang);
    const menu = manifest.navigation.header.menus[0];
    const services = frame.locator("summary", { hasText: exact(menu.label.mn) });

    // A phone at first: its menu is behind the toggle.
    await expect.poll(() => page.getByRole("radio", { name: w.phone }).isChecked()).toBe(true);
    await expect.poll(() => layoutWidth(page)).toBe(375);
    expect(await services.isVisible()).toBe(false);
    await frame.getByRole("link", { name: manifest.interface["nav.menu"].mn, exact: true }).click();
    await expect.poll(() => services.isVisible()).toBe(true);
    await frame.getByRole("link", { name: manifest.interface["nav.close"].mn, exact: true }).click();
    await expect.poll(() => services.isVisible()).toBe(false);

    // A text clicked goes to its field; a field typed in shows its text, marked, wherever it is.
    await frame.locator("h1").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("root_title_mn");
    const heading = `${visa.cta.heading.mn} (шинэ)`;
    await reveal(page, "root_cta_heading_mn");
    await page.locator("#root_cta_heading_mn").fill(heading);
    const marked = frame.locator("[data-editor-highlight]");
    await expect.poll(() => marked.textContent(), { timeout: 30_000 }).toContain(heading);
    const scrolled = () =>
      page.evaluate(() => document.querySelector<HTMLIFrameElement>(".preview iframe")!.contentWindow!.scrollY);
    await expect.poll(scrolled).toBeGreaterThan(0);

    // A desktop: the header's menus open; their links do not navigate.
    await chooseScreen(page, lang, "desktop");
    await expect.poll(() => layoutWidth(page)).toBe(1280);
    await services.click();
    const firstLink = menu.columns[0].links[0];
    const linkText = firstLink.label?.mn ?? manifest.routes.find((r) => r.path === firstLink.path)!.title.mn;
    const link = frame.getByRole("link", { name: linkText, exact: true }).first();
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    expect(await page.evaluate(() => document.querySelector("iframe")!.contentWindow!.location.href)).toMatch(
      /^about:srcdoc/,
    );
    await showVisa(page, lang);

    // A larger preview: the page list steps aside, the desktop is drawn larger, and it comes back.
    const scale = () => page.locator(".preview iframe").evaluate((frame) => frame.getBoundingClientRect().width);
    const before = await scale();
    const larger = page.getByRole("button", { name: w.larger });
    await larger.click();
    await expect.poll(() => page.locator(".sidebar").isVisible()).toBe(false);
    expect(await scale()).toBeGreaterThan(before * 1.3);
    await larger.click();
    await expect.poll(() => page.locator(".sidebar").isVisible()).toBe(true);

    // The page's language, apart from the editor's: the switch above the preview and the site's own.
    await page.getByRole("group", { name: w.pageLanguage }).getByRole("button", { name: "EN" }).click();
    await expect.poll(() => frame.locator("h1").textContent(), { timeout: 30_000 }).toBe(typeset(visa.title.en));
    await frame.locator("[data-language-switch]").click();
    await expect.poll(() => frame.locator("h1").textContent(), { timeout: 30_000 }).toBe(typeset(visa.title.mn));

    // A page with a problem keeps its last good drawing, under a note whose problems go to their fields.
    await page.locator("#root_title_en").fill("");
    const note = page.locator(".preview-note");
    await note.getByText(w.lastGood).waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toContain(w.problems(await note.getByRole("button").count()));
    // Each named by its page and field, as the problems bar names it.
    expect(await note.getByRole("button").first().innerText()).toMatch(new RegExp(`^${visa.path} — `));
    expect(await frame.locator("h1").textContent()).toBe(typeset(visa.title.mn));
    expect(await page.locator("body").textContent()).not.toMatch(/React|Objects are not valid/);
    await page.locator("#root_title_mn").focus();
    await note.getByRole("button").first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("root_title_en");
    await page.locator("#root_title_en").fill(visa.title.en);
    await expect.poll(() => note.count(), { timeout: 30_000 }).toBe(0);

    // The chosen screen is remembered.
    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: w.desktop }).isChecked(), { timeout: 30_000 }).toBe(true);
    await page.close();
  }, 120_000);
});

describe.each([englishView])("the preview, in the $lang interface", ({ lang, width }) => {
  it(`at ${width} px: shows settings, navigation and interface words with the header and footer, and their changes at once`, async () => {
    const page = await openEditor(browser, editor, { lang, width });
    const frame = preview(page, lang);
    for (const section of ["navigation", "interface", "settings"] as const) {
      await page.getByRole("button", { name: words[lang][section], exact: true }).click();
      await expect
        .poll(() => frame.locator("header summary").first().textContent(), { timeout: 30_000 })
        .toContain(manifest.navigation.header.menus[0].label.mn);
      expect(await frame.locator("footer").isVisible()).toBe(true);
    }
    // Settings show on the home page: its heading is one of the home page's texts.
    const home = textsOf(
      manifest.routes.find((r) => r.path === "/"),
      "mn",
    ).map((t) => t.text);
    await expect.poll(() => frame.locator("h1").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(home).toContain((await frame.locator("h1").first().textContent())?.trim());
    const email = `new-${manifest.settings.contact.email}`;
    await reveal(page, "root_contact_email");
    await page.locator("#root_contact_email").fill(email);
    await expect.poll(() => frame.locator("footer").textContent(), { timeout: 30_000 }).toContain(email);
    await page.close();
  }, 90_000);
});

describe("the preview on a phone, under the whole form", () => {
  it("is reached from the toolbar by a button, which shows its top and gives it the focus, and a button in it goes back to the field left", async () => {
    const lang = "mn";
    const page = await openVisa(lang, 375);
    const toolbarBottom = () => page.evaluate(() => document.querySelector(".toolbar")!.getBoundingClientRect().bottom);
    // A field far down the form, being written.
    const field = page.locator("main.form textarea").last();
    await field.evaluate((element) => {
      for (let p = element.parentElement; p; p = p.parentElement) if (p instanceof HTMLDetailsElement) p.open = true;
    });
    await field.focus();
    const id = await field.getAttribute("id");
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await page.getByRole("button", { name: words[lang].toPreview }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(previewWords[lang].preview);
    // Its own bar in sight, under the toolbar that stays at the top.
    const back = page.getByRole("button", { name: previewWords[lang].toForm });
    expect(Math.round((await back.boundingBox())!.y)).toBeGreaterThanOrEqual(Math.floor(await toolbarBottom()));
    expect((await back.boundingBox())!.y).toBeLessThan(740 / 2);
    await back.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
    // Wider, the preview is beside the form: no button to reach it.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole("button", { name: words[lang].toPreview }).isVisible()).toBe(false);
    await page.close();
  }, 90_000);
});
