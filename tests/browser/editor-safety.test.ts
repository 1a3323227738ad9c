import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { launchBrowser } from "./browser";
import { reloadAsks, startEditor, type EditorServer } from "./editor-server";
import { factNames } from "../../editor/app/facts/facts-context";
import { toDisplay } from "../../editor/app/facts/tokens";
import { linksLeftByDraft } from "../../src/authoring/publish";

let browser: Browser;
let editor: EditorServer;
let context: BrowserContext;
let page: Page;
let original: string;

// The editor's safety nets, tried on the first page of the manifest that has a list of requirements.
let path: string;
let index: number;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
  const routes = (JSON.parse(original) as SiteManifest).routes;
  index = routes.findIndex((r) => "requirements" in r && Array.isArray(r.requirements) && r.requirements.length > 2);
  path = routes[index].path;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});
beforeEach(async () => {
  writeFileSync(editor.file, original);
  context = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  // In English: these tests name the editor's English captions (editor-language.test.ts checks Mongolian).
  await context.addInitScript(() => localStorage.setItem("editor-language", "en"));
  page = await context.newPage();
  await open(page);
}, 90_000);
afterEach(async () => {
  await context?.close();
});

async function open(tab: Page) {
  await tab.goto(editor.signIn);
  await tab.locator(".sidebar").waitFor({ timeout: 60_000 });
}
const openPage = () =>
  page.getByRole("button", { name: new RegExp(`^${path.replace(/\//g, "\\/")}(?![a-z-])`) }).click();
const status = () => page.getByRole("status").first();
/** How many sets of unsaved edits the browser keeps for the editor's pages. */
const keptCount = (tab: Page) =>
  tab.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("editor-unsaved:")).length);
const requirement = (i: number, lang: "mn" | "en") => page.locator(`#root_requirements_${i}_${lang}`);
const requirements = () => (JSON.parse(original) as SiteManifest).routes[index] as { requirements: unknown[] };
/** A text as its box shows it: the site's shared figures by their names in the text's language. */
const shown = (text: string, lang: "mn" | "en" = "en") =>
  toDisplay(text, factNames((JSON.parse(original) as SiteManifest).settings.facts ?? {}, lang).names);

it("reloading with an unsaved edit asks first, and staying keeps the edit", async () => {
  await openPage();
  await requirement(0, "en").fill("Changed, not saved");
  await expect.poll(() => status().textContent()).toBe("Unsaved changes");
  expect(await reloadAsks(page)).toBe("beforeunload");
  await expect.poll(() => requirement(0, "en").inputValue()).toBe("Changed, not saved");
});

it("an item deleted with × comes back exactly with Ctrl+Z, goes again with Redo, and Ctrl+S saves", async () => {
  await openPage();
  const before = requirements().requirements;
  const list = page.locator("#root_requirements");
  await list.getByRole("button", { name: "Remove" }).first().click();
  await expect.poll(() => requirement(0, "en").inputValue()).toBe(shown((before[1] as { en: string }).en));
  await expect.poll(() => status().textContent()).toBe("Unsaved changes");

  await page.keyboard.press("Control+z");
  await expect.poll(() => requirement(0, "en").inputValue()).toBe(shown((before[0] as { en: string }).en));
  await expect.poll(() => status().textContent()).toBe("Undone · No changes");
  for (const [i, item] of before.entries()) {
    const { mn, en } = item as { mn: string; en: string };
    expect([await requirement(i, "mn").inputValue(), await requirement(i, "en").inputValue()]).toEqual([
      shown(mn, "mn"),
      shown(en, "en"),
    ]);
  }

  await page.getByRole("button", { name: "Redo" }).click();
  await expect.poll(() => requirement(0, "en").inputValue()).toBe(shown((before[1] as { en: string }).en));
  await page.keyboard.press("Control+s");
  await page
    .getByRole("status")
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 30_000 });
  const saved = (JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest).routes[index] as {
    requirements: unknown[];
  };
  expect(saved.requirements).toEqual(before.slice(1));
});

it("an undo made while another page is shown takes back the edit on its own page, which it shows, saying so", async () => {
  await openPage();
  const before = await requirement(0, "en").inputValue();
  await requirement(0, "en").fill("Changed here, then left");
  await expect.poll(() => status().textContent()).toBe("Unsaved changes");
  await page.getByRole("button", { name: "Site settings" }).click();
  await page.keyboard.press("Control+z");
  // The page is named by its title, as the page list shows it.
  const title = (JSON.parse(original) as SiteManifest).routes[index].title.en;
  await expect.poll(() => status().textContent()).toBe(`Undone on ${title} · No changes`);
  expect(await page.locator(".sidebar [aria-current=page]").textContent()).toMatch(new RegExp(`^${path}`));
  expect(await requirement(0, "en").inputValue()).toBe(before);
  // Made again on the page shown, a redo says only that it was made.
  await page.getByRole("button", { name: "Redo" }).click();
  await expect.poll(() => status().textContent()).toBe("Redone · Unsaved changes");
  expect(await requirement(0, "en").inputValue()).toBe("Changed here, then left");
});

it("a shared figure changed under a page's text and undone from another page shows that page again, not the site settings", async () => {
  const routes = (JSON.parse(original) as SiteManifest).routes;
  const { path: withFigure, title } = routes.find((r) => r.template === "visa" && JSON.stringify(r).includes("{{"))!;
  await page.getByRole("button", { name: new RegExp(`^${withFigure.replace(/\//g, "\\/")}(?![a-z-])`) }).click();
  const figure = page.locator(".shared-figure input").first();
  await figure.evaluate((element) => {
    for (let p = element.parentElement; p; p = p.parentElement) if (p instanceof HTMLDetailsElement) p.open = true;
  });
  const was = await figure.inputValue();
  // Undone where it was typed, the figure keeps the focus.
  await figure.fill("99");
  await page.keyboard.press("Control+z");
  await expect.poll(() => figure.inputValue()).toBe(was);
  expect(await figure.evaluate((element) => element === document.activeElement)).toBe(true);
  await figure.fill("99");
  await expect.poll(() => status().textContent()).toBe("Unsaved changes");
  await page.getByRole("button", { name: "Site settings" }).click();
  await page.keyboard.press("Control+z");
  await expect.poll(() => status().textContent()).toBe(`Undone on ${title.en} · No changes`);
  expect(await page.locator(".sidebar [aria-current=page]").textContent()).toMatch(new RegExp(`^${withFigure}`));
});

it("undoing back to the file as it was opened shows that version's problems again, not the edit's", async () => {
  await openPage();
  const bar = page.locator("details.problems > summary");
  const summary = async () => ((await bar.count()) ? await bar.textContent() : "");
  const opened = await summary();
  await requirement(0, "en").fill("");
  await expect.poll(summary).not.toBe(opened);
  await page.keyboard.press("Control+z");
  await expect.poll(() => status().textContent()).toBe("Undone · No changes");
  await expect.poll(summary).toBe(opened);
});

it("undo, redo and the Published switch leave the focus where the author was: the next keys typed are not lost", async () => {
  await openPage();
  const box = requirement(0, "en");
  const before = await box.inputValue();
  const focused = () => page.evaluate(() => document.activeElement?.id);
  await box.fill("Typed, then undone");
  await expect.poll(() => status().textContent()).toBe("Unsaved changes");
  // A text typed with nothing wrong in it marks no section as having a problem.
  expect(await page.locator("main.form summary .badge").count()).toBe(0);
  await page.keyboard.press("Control+z");
  await expect.poll(() => box.inputValue()).toBe(before);
  // Still in the box, the caret where it was: what the author types next goes into it.
  expect(await focused()).toBe("root_requirements_0_en");
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" and more");
  await expect.poll(() => box.inputValue()).toBe(`${before} and more`);

  // Redo's last step leaves Redo disabled: the focus goes to Undo, not to the page's body.
  await page.keyboard.press("Control+z");
  await expect.poll(() => box.inputValue()).toBe(before);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect.poll(() => box.inputValue()).toBe(`${before} and more`);
  await expect.poll(focused).toBe("undo");

  const published = page.getByRole("switch", { name: "Published" });
  await published.click();
  // A page others link to asks first; made a draft, the question gone, the focus is on the switch.
  if (linksLeftByDraft(JSON.parse(original) as SiteManifest, path).length)
    await page.getByRole("button", { name: "Make it a draft" }).click();
  await expect.poll(() => published.getAttribute("aria-checked")).toBe("false");
  expect(await focused()).toBe("page-published");
  await page.keyboard.press("Space");
  await expect.poll(() => published.getAttribute("aria-checked")).toBe("true");

  // Saved from its button by the keyboard, nothing is left to save: the focus stays on the button.
  await page.getByRole("button", { name: "Save", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => status().textContent()).toMatch(/^Saved/);
  expect(await focused()).toBe("save");
});

/** An edit left unsaved by a closed tab, and a new tab: resolves its offer of the edit. */
async function leaveUnsavedAndReopen() {
  await openPage();
  await requirement(1, "mn").fill("Хадгалаагүй өөрчлөлт");
  await expect.poll(() => keptCount(page)).toBe(1);
  await page.close();
  page = await context.newPage();
  await open(page);
  return page.getByRole("alert").filter({ hasText: "unsaved changes from an earlier visit" });
}

it("edits left unsaved by a closed tab are offered back when the editor is opened again, naming their page; discarding them asks first", async () => {
  const banner = await leaveUnsavedAndReopen();
  await expect.poll(() => banner.textContent()).toContain(`1 page: ${path} · 1 field`);
  // Which field, and what it now says.
  expect(await banner.locator(".kept-changes li").textContent()).toMatch(/, now “Хадгалаагүй өөрчлөлт”$/);
  // Discard asks, in place; Escape keeps the edits and gives the focus back to Discard.
  await banner.getByRole("button", { name: "Discard them" }).click();
  const ask = banner.getByRole("alertdialog");
  await expect.poll(() => ask.textContent()).toContain("Discard these unsaved changes for good?");
  await page.keyboard.press("Escape");
  await expect.poll(() => ask.count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("kept-discard");
  expect(await keptCount(page)).toBe(1);
  // Brought back, they show on their page, which the page list marks unsaved.
  await banner.getByRole("button", { name: "Bring them back" }).click();
  await expect.poll(() => requirement(1, "mn").inputValue()).toBe("Хадгалаагүй өөрчлөлт");
  const listed = page.locator(".sidebar [aria-current=page]");
  expect(await listed.textContent()).toMatch(new RegExp(`^${path}.*unsaved`));
  await expect.poll(() => status().textContent()).toBe("Unsaved changes");
  expect(readFileSync(editor.file, "utf8")).toBe(original);
  // The report of the merge goes once read; the edits stay.
  const report = page.getByRole("status").filter({ hasText: "Your earlier changes are back. Check them, then save." });
  await report.getByRole("button", { name: "Got it" }).click();
  await expect.poll(() => report.count()).toBe(0);
  expect(await requirement(1, "mn").inputValue()).toBe("Хадгалаагүй өөрчлөлт");
});

it("two tabs keep their unsaved edits apart: one tab's save leaves the other's, offered by a tab open when the other closes", async () => {
  const pageButton = (tab: Page) =>
    tab.getByRole("button", { name: new RegExp(`^${path.replace(/\//g, "\\/")}(?![a-z-])`) });
  await openPage();
  await requirement(1, "mn").fill("Эхний табын өөрчлөлт");
  const second = await context.newPage();
  await open(second);
  await pageButton(second).click();
  await second.locator("#root_requirements_2_mn").fill("Хоёр дахь табын өөрчлөлт");
  await expect.poll(() => keptCount(page)).toBe(2);

  await page.keyboard.press("Control+s");
  await page
    .getByRole("status")
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 30_000 });
  await expect.poll(() => keptCount(page)).toBe(1);

  // A third tab opened while the second is open offers nothing of it, then its edits once it closes.
  const third = await context.newPage();
  await open(third);
  const banner = third.getByRole("alert").filter({ hasText: "unsaved changes from an earlier visit" });
  await pageButton(third).click();
  expect(await banner.count()).toBe(0);
  await second.close();
  await banner.getByRole("button", { name: "Bring them back" }).click();
  await pageButton(third).click();
  await expect.poll(() => third.locator("#root_requirements_2_mn").inputValue()).toBe("Хоёр дахь табын өөрчлөлт");
  await expect.poll(() => third.locator("#root_requirements_1_mn").inputValue()).toBe("Эхний табын өөрчлөлт");
});

it("a tab opened later that keeps edits, then dies, has them offered in a tab already open", async () => {
  const later = await context.newPage();
  await open(later);
  await later.getByRole("button", { name: new RegExp(`^${path.replace(/\//g, "\\/")}(?![a-z-])`) }).click();
  await later.locator("#root_requirements_1_mn").fill("Хаагдсан табын өөрчлөлт");
  await expect.poll(() => keptCount(page)).toBe(1);
  await later.close({ runBeforeUnload: false });
  const banner = page.getByRole("alert").filter({ hasText: "unsaved changes from an earlier visit" });
  await banner.getByRole("button", { name: "Bring them back" }).click();
  await expect.poll(() => requirement(1, "mn").inputValue()).toBe("Хаагдсан табын өөрчлөлт");
});

/** An edit left by a closed tab, on offer in a new one, where the author goes on editing without answering it. */
async function editWhileOffered(text: string) {
  const banner = await leaveUnsavedAndReopen();
  // Not offered: what the browser kept, and which editor pages it holds open, say why.
  await banner.waitFor().catch(async (error: Error) => {
    const seen = await page.evaluate(async () => ({
      kept: Object.keys(localStorage),
      held: (await navigator.locks.query()).held?.map((lock) => lock.name),
    }));
    throw new Error(`${error.message}\n${JSON.stringify(seen)}`);
  });
  await openPage();
  await requirement(2, "mn").fill(text);
  await expect.poll(() => keptCount(page)).toBe(2);
  return banner;
}

it("edits made while earlier ones are on offer are kept too, and stay when those are brought back", async () => {
  const banner = await editWhileOffered("Санал болгож байхад хийсэн өөрчлөлт");
  await banner.getByRole("button", { name: "Bring them back" }).click();
  await expect.poll(() => requirement(1, "mn").inputValue()).toBe("Хадгалаагүй өөрчлөлт");
  expect(await requirement(2, "mn").inputValue()).toBe("Санал болгож байхад хийсэн өөрчлөлт");
  // Taken back, they take their report with them.
  const report = page.getByRole("status").filter({ hasText: "Your earlier changes are back" });
  expect(await report.count()).toBe(1);
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect.poll(() => requirement(1, "mn").inputValue()).not.toBe("Хадгалаагүй өөрчлөлт");
  await expect.poll(() => report.count()).toBe(0);
});

it("edits left by two visits in turn are both offered: the newest first, the earlier once those are dealt with", async () => {
  // A first visit leaves an edit; a second, ignoring the offer of it, leaves another and closes too.
  await editWhileOffered("Хоёр дахь удаагийн өөрчлөлт");
  await page.close();
  page = await context.newPage();
  await open(page);
  const banner = page.getByRole("alert").filter({ hasText: "unsaved changes from an earlier visit" });
  // The first offer says another waits.
  await banner
    .filter({
      hasText: "Once these are brought back or discarded, the unsaved changes of 1 earlier visit are offered in turn.",
    })
    .waitFor();
  await banner.getByRole("button", { name: "Bring them back" }).click();
  // The focus, lost with the offer's button, comes to the report of what was brought back.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Got it");
  // Brought back, they say the other still waits, until their report is closed.
  await page
    .getByRole("status")
    .filter({
      hasText:
        "Your earlier changes are back. Check them, then save. The unsaved changes of 1 more earlier visit are offered once you close this.",
    })
    .getByRole("button", { name: "Got it" })
    .click();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  // Then the first visit's edit, which the second never answered: the last.
  await expect.poll(() => banner.textContent()).not.toContain("offered in turn");
  await banner.getByRole("button", { name: "Bring them back" }).click();
  await openPage();
  await expect.poll(() => requirement(1, "mn").inputValue()).toBe("Хадгалаагүй өөрчлөлт");
  expect(await requirement(2, "mn").inputValue()).toBe("Хоёр дахь удаагийн өөрчлөлт");
});
