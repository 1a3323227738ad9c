import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { placementsOf } from "../../src/authoring/menus";
import { createValidator } from "../../src/validate/index.server";
import { words } from "../../editor/app/words";
import { navigationWords } from "../../editor/app/navigation/words";
import { mediaWords } from "../../editor/app/media/words";
import { shownPages } from "../../editor/app/pickers/pages";
import { launchBrowser } from "./browser";
import { openSections, reloadAsks, startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let page: Page;
let original: string;
// The pages the tests edit, taken from the manifest: the first visa page, another page, the first course.
let visa: string;
let other: { path: string; title: string };
let course: { path: string; mn: string };

// One editor for the file: it keeps nothing of the manifest between requests, so each test starts
// from the original file, written back, and a new page.
beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
  const routes = (JSON.parse(original) as SiteManifest).routes.filter((r) => r.status !== "draft");
  visa = routes.find((r) => r.template === "visa")!.path;
  const page = routes.find((r) => r.path !== "/" && r.path !== visa)!;
  other = { path: page.path, title: page.title.en };
  const first = routes.find((r) => r.template === "course")!;
  course = { path: first.path, mn: first.title.mn };
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});
beforeEach(async () => {
  writeFileSync(editor.file, original);
  page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  // In English: these tests name the editor's English captions (editor-language.test.ts checks Mongolian).
  await page.addInitScript(() => localStorage.setItem("editor-language", "en"));
  await page.goto(editor.signIn);
  await page.locator(".sidebar").waitFor({ timeout: 60_000 });
}, 90_000);
afterEach(async () => {
  await page?.close();
});

const openPage = (path: string) =>
  page.getByRole("button", { name: new RegExp(`^${path.replace(/\//g, "\\/")}(?![a-z-])`) }).click();
const preview = () => page.frameLocator("iframe[title=Preview]");
const save = () => page.getByRole("button", { name: "Save", exact: true }).click();
const saved = () =>
  page
    .getByRole("status")
    .filter({ hasText: /^Saved/ })
    .first()
    .waitFor({ timeout: 30_000 });

/** The lines that differ between two texts of the same length in lines, as [before, after]. */
function changedLines(before: string, after: string): [string, string][] {
  const [a, b] = [before.split("\n"), after.split("\n")];
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]] as [string, string]]));
}

it("a changed visa fee is saved as exactly that value, and the preview shows it", async () => {
  await openPage(visa);
  const expected = JSON.parse(original);
  const route = expected.routes.find((r: { path: string }) => r.path === visa);
  const fee = route.stats[2].value.en === "$640" ? "$641" : "$640";
  await page.locator("#root_stats_2_value_mn").fill(fee);
  await page.locator("#root_stats_2_value_en").fill(fee);
  await expect.poll(() => preview().getByText(fee).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await save();
  await saved();
  const after = JSON.parse(readFileSync(editor.file, "utf8"));
  route.stats[2].value = { mn: fee, en: fee };
  expect(after).toEqual(expected);
  const lines = changedLines(original, readFileSync(editor.file, "utf8"));
  expect(lines).toHaveLength(2);
  expect(lines.map(([, now]) => now.trim())).toEqual([`"mn": "${fee}",`, `"en": "${fee}"`]);
}, 120_000);

it("a course page added from its template, filled in and saved, passes validation and draws in both languages", async () => {
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel(words.en.template).selectOption("course");
  const manifestBefore = JSON.parse(original) as SiteManifest;
  let path = "/courses/marine-science";
  while (manifestBefore.routes.some((r) => r.path === path)) path += "-new";
  // Listed in the menu that lists the first course, if one does.
  const menu = placementsOf(manifestBefore, course.path)[0]?.menu ?? "";
  await dialog.getByLabel("Path").fill(path);
  await dialog.getByLabel("Add to menu").selectOption(menu);
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.locator("#root_title_mn").waitFor();
  await page.locator("#root_title_mn").fill("Далай судлал");
  await page.locator("#root_title_en").fill("Marine science");
  // Every other text the skeleton left unwritten (an empty box asking for it) gets its own words,
  // in every section of the form, the closed ones opened.
  await openSections(page);
  const unfinished = page.locator("main.form textarea[placeholder]");
  for (let n = await unfinished.count(), i = 0; n > 0; n = await unfinished.count(), i++) {
    const field = unfinished.first();
    const id = (await field.getAttribute("id"))!;
    await field.fill(
      id.endsWith("_mn") ? `Далайн орчныг судлах хөтөлбөр ${i + 1}` : `Studying the ocean, part ${i + 1}`,
    );
  }
  for (let i = 0; i < 7; i++) {
    await page.locator(`#root_careers_${i}_salaryMin`).fill("70000");
    await page.locator(`#root_careers_${i}_salaryMax`).fill("110000");
  }
  await expect.poll(() => preview().locator("h1").textContent(), { timeout: 30_000 }).toBe("Далай судлал");
  await save();
  await saved();

  const text = readFileSync(editor.file, "utf8");
  const result = createValidator({ schemaDir: "schema", publicDir: "public" })(text);
  const manifest = JSON.parse(text);
  const index = manifest.routes.length - 1;
  expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
  expect(result.problems.filter((p) => p.pointer.startsWith(`/routes/${index}/`))).toEqual([]);
  const added = manifest.routes[index];
  expect(added).toMatchObject({
    path,
    template: "course",
    title: { mn: "Далай судлал", en: "Marine science" },
  });
  expect(added.careers[0]).toMatchObject({ salaryMin: 70000, salaryMax: 110000, currency: "AUD" });
  if (menu) expect(JSON.stringify(manifest.navigation)).toContain(`"path":"${path}"`);

  for (const [lang, title] of [
    ["mn", "Далай судлал"],
    ["en", "Marine science"],
  ]) {
    const html = await (
      await fetch(editor.base + "/api/preview", {
        method: "POST",
        headers: { "content-type": "application/json", "x-editor-token": editor.token },
        body: JSON.stringify({ data: manifest, path, lang }),
      })
    ).text();
    // Drawn as a visitor with script sees the page, as the page's script marks it.
    expect(html).toContain(`<html lang="${lang}" data-enhanced>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(lang === "en" ? "Studying the ocean" : "Далайн орчныг судлах");
  }
}, 240_000);

/**
 * The contact e-mail changed in the editor, and another page's English title changed in the file
 * behind its back; resolves the file's value as written there.
 */
async function editBothWays() {
  await page.getByRole("button", { name: "Site settings" }).click();
  await page.locator("#root_contact_email").fill("hello@erdem-consulting.mn");
  const elsewhere = JSON.parse(original);
  elsewhere.routes.find((r: { path: string }) => r.path === other.path).title.en = `${other.title} (edited)`;
  writeFileSync(editor.file, JSON.stringify(elsewhere, null, 2) + "\n");
  return elsewhere;
}

it("a file edited behind the editor's back is never overwritten: the editor merges, and nothing is lost", async () => {
  const elsewhere = await editBothWays();

  await save();
  await page.getByRole("alert").filter({ hasText: "changed on disk" }).waitFor();
  expect(JSON.parse(readFileSync(editor.file, "utf8"))).toEqual(elsewhere);
  await page.getByRole("button", { name: "Merge my changes into it" }).click();
  await save();
  await saved();

  const after = JSON.parse(readFileSync(editor.file, "utf8"));
  expect(after.settings.contact.email).toBe("hello@erdem-consulting.mn");
  expect(after.routes.find((r: { path: string }) => r.path === other.path).title.en).toBe(`${other.title} (edited)`);
  expect(after).toEqual({
    ...elsewhere,
    settings: { ...elsewhere.settings, contact: { ...elsewhere.settings.contact, email: "hello@erdem-consulting.mn" } },
  });
}, 120_000);

it("undo after merging takes back the author's edit, never the change saved behind the editor's back", async () => {
  const elsewhere = await editBothWays();

  await save();
  await page.getByRole("button", { name: "Merge my changes into it" }).click();
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect.poll(() => page.locator("#root_contact_email").inputValue()).not.toBe("hello@erdem-consulting.mn");
  // What is left is the file as saved elsewhere: nothing to save, nothing of it to lose.
  expect(await page.getByRole("button", { name: "Save", exact: true }).isDisabled()).toBe(true);
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await save();
  await saved();
  expect(JSON.parse(readFileSync(editor.file, "utf8"))).toEqual({
    ...elsewhere,
    settings: { ...elsewhere.settings, contact: { ...elsewhere.settings.contact, email: "hello@erdem-consulting.mn" } },
  });
}, 120_000);

it("a page typed into a page box is saved by Ctrl+S without leaving the box, and guarded until then", async () => {
  const manifest = JSON.parse(original) as SiteManifest;
  const current = (manifest.routes.find((r) => r.path === visa) as { destination?: string }).destination;
  const country = manifest.routes.find((r) => r.template === "destination" && r.path !== current)!;
  const label = JSON.parse(readFileSync("schema/templates/visa.schema.json", "utf8")).properties.destination["x-label"]
    .en as string;
  await openPage(visa);
  const box = page.getByRole("combobox", { name: new RegExp(`^${label}`) });
  await box.fill(country.path);
  expect(await reloadAsks(page), "a reload would drop the typed page without asking").toBe("beforeunload");
  await expect.poll(() => box.inputValue()).toBe(country.path);
  await page.keyboard.press("Control+s");
  await saved();
  const after = JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
  expect((after.routes.find((r) => r.path === visa) as { destination?: string }).destination).toBe(country.path);
}, 120_000);

it("a save on its way shows itself and takes no second press, so that no false conflict follows", async () => {
  await page.getByRole("button", { name: "Site settings" }).click();
  await page.locator("#root_contact_email").fill("hello@erdem-consulting.mn");
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let saves = 0;
  await page.route("**/api/save", async (route) => {
    saves++;
    await released;
    await route.continue();
  });
  await save();
  const button = page.getByRole("button", { name: "Save", exact: true });
  await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Saving…");
  expect(await button.isDisabled()).toBe(true);
  await page.keyboard.press("Control+s");
  release();
  await saved();
  expect(saves).toBe(1);
  expect(await page.getByRole("alert").filter({ hasText: "changed on disk" }).count()).toBe(0);
  expect(JSON.parse(readFileSync(editor.file, "utf8")).settings.contact.email).toBe("hello@erdem-consulting.mn");
}, 120_000);

it("saving a manifest with errors needs a confirmation that names them", async () => {
  await openPage(visa);
  await page.locator("#root_title_en").fill("");
  await expect
    .poll(() => page.locator("#root_title_en__error").textContent(), { timeout: 30_000 })
    .toContain('"Title": the English text is missing');
  await save();
  const dialog = page.getByRole("alertdialog");
  await expect
    .poll(() => dialog.textContent(), { timeout: 30_000 })
    .toContain(`${visa} — Title (English): "Title": the English text is missing`);
  expect(readFileSync(editor.file, "utf8")).toBe(original);
  // The question has the focus, on going on editing; Escape takes it back, the focus on the Save button.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Keep editing");
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Save");
  await save();
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  await saved();
  expect(
    JSON.parse(readFileSync(editor.file, "utf8")).routes.find((r: { path: string }) => r.path === visa).title.en,
  ).toBeUndefined();
}, 120_000);

it("a list's items are reordered, added and written in both languages", async () => {
  await openPage(visa);
  const list = page.locator("#root_requirements");
  const before = JSON.parse(original).routes.find((r: { path: string }) => r.path === visa).requirements;
  // The first item names its two languages on screen, as a table's head; every box has its name.
  const width = (id: string) =>
    page.locator(`label[for=${id}]`).evaluate((label) => label.getBoundingClientRect().width);
  expect(await width("root_requirements_0_mn")).toBeGreaterThan(20);
  expect(await width("root_requirements_1_mn")).toBeLessThanOrEqual(1);
  await list.getByRole("button", { name: "Move down" }).first().click();
  await list.getByRole("button", { name: /^Add/ }).click();
  const added = before.length;
  await page.locator(`#root_requirements_${added}_mn`).fill("Хүчинтэй гадаад паспорттай байх");
  await page.locator(`#root_requirements_${added}_en`).fill("Hold a valid passport");
  await save();
  await saved();
  const after = JSON.parse(readFileSync(editor.file, "utf8")).routes.find(
    (r: { path: string }) => r.path === visa,
  ).requirements;
  expect(after).toEqual([
    before[1],
    before[0],
    ...before.slice(2),
    { mn: "Хүчинтэй гадаад паспорттай байх", en: "Hold a valid passport" },
  ]);
}, 120_000);

it("pages are found by search; links are picked from the declared pages and the blog's category pages, pictures from public/, fixed choices from a list", async () => {
  await page.getByRole("button", { name: "Navigation" }).click();
  const nav = navigationWords.en;
  await page.getByRole("button", { name: new RegExp(`^${nav.headerLinks}`) }).click();
  await page
    .getByRole("button", { name: `+ ${nav.addLink}` })
    .first()
    .click();
  await page.getByRole("combobox", { name: nav.addLinkTo(nav.headerLinks) }).press("ArrowDown");
  const paths = await page.getByRole("option").allTextContents();
  const { routes, settings } = JSON.parse(original) as SiteManifest;
  expect(paths).toEqual(
    [
      ...routes.map((r) => `${r.title.en} — ${r.path}`),
      ...settings.blogCategories.map((c) => `${c.label.en} — /blog/category/${c.id}`),
    ].slice(0, shownPages),
  );
  await page.getByRole("button", { name: "Site settings" }).click();
  // The share image is shown with its file's name, and changed from the picture library of public/images/.
  const image = page.locator("#root_shareImage");
  const shareName = settings.shareImage!.split("/").pop()!;
  await expect.poll(() => image.innerText()).toContain(shareName);
  await image.getByRole("button", { name: mediaWords.en.changePicture }).click();
  const library = page.getByRole("dialog", { name: mediaWords.en.library });
  await library.getByRole("button", { name: mediaWords.en.use(shareName) }).waitFor();
  await library.getByRole("button", { name: mediaWords.en.close }).click();
  // A word of the first course's Mongolian title finds every page whose path or title holds it.
  const word = course.mn.split(/\s+/)[0].toLowerCase();
  await page.getByRole("searchbox", { name: "Search pages" }).fill(word);
  const found = routes.filter((r) =>
    [r.path, r.title.mn, r.title.en].some((text) => text.toLowerCase().includes(word)),
  );
  const listed = await page.locator(".sidebar section li > button").allTextContents();
  expect(listed).toHaveLength(found.length);
  for (const r of found)
    expect(
      // Each page by its path and its title in the interface language.
      listed.some((text) => text.startsWith(`${r.path}${r.title.en}`)),
      r.path,
    ).toBe(true);
  await openPage(course.path);
  // A fixed choice is a list of its values' names (the schema's x-options), in the schema's order.
  const currency = JSON.parse(readFileSync("schema/templates/course.schema.json", "utf8")).properties.careers.items
    .properties.currency as { enum: string[]; "x-options": Record<string, { en: string }> };
  expect((await page.locator("#root_careers_0_currency option").allTextContents()).filter(Boolean)).toEqual(
    currency.enum.map((value) => currency["x-options"][value].en),
  );
  // A title just typed, not yet saved, is how the pickers offer the page; a visa's country page is
  // picked among the destination pages only.
  await page.getByRole("searchbox", { name: "Search pages" }).fill("");
  const country = (JSON.parse(original) as SiteManifest).routes.find((r) => r.template === "destination")!.path;
  await openPage(country);
  const title = "Land of zebra keepers";
  await page.locator("#root_title_en").fill(title);
  await openPage(visa);
  await page.locator("#root_title_en").fill("Visa for zebra keepers");
  const picker = page.locator("#root_destination");
  await picker.fill("zebra keepers");
  const offered = page.locator(`#${(await picker.getAttribute("aria-controls"))!} [role=option]`);
  await expect.poll(() => offered.allTextContents()).toEqual([`${title} — ${country}`]);
}, 120_000);
