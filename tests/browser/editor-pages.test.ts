import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { placementsOf } from "../../src/authoring/menus";
import { deletePage } from "../../src/authoring/delete";
import { linksLeftByDraft } from "../../src/authoring/publish";
import type { SiteManifest } from "../../src/generated/manifest";
import { menuLabel } from "../../editor/app/page-list-actions";
import { words } from "../../editor/app/words";
import { axeViolations, describeViolations, launchBrowser } from "./browser";
import { reloadAsks, startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let page: Page;
let original: string;
let manifest: SiteManifest;
// A page listed in a menu after another entry, so it can be moved up, and linked from elsewhere.
let path: string;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
  manifest = JSON.parse(original);
  path = manifest.routes.find((r) => r.path !== "/" && placementsOf(manifest, r.path).some((p) => p.index > 0))!.path;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});
beforeEach(async () => {
  writeFileSync(editor.file, original);
  page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  // In English: these tests name the editor's English captions (editor-language.test.ts checks Mongolian).
  // Unless a test chose another language: the script runs again on every reload.
  await page.addInitScript(
    () => localStorage.getItem("editor-language") ?? localStorage.setItem("editor-language", "en"),
  );
  await page.goto(editor.signIn);
  await page.locator(".sidebar").waitFor({ timeout: 60_000 });
}, 90_000);
afterEach(async () => {
  await page?.close();
});

const escape = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&");
const pageButton = (p: string) => page.getByRole("button", { name: new RegExp(`^${escape(p)}(?![a-z0-9-])`) });
const actions = () => page.getByRole("group", { name: `Actions for ${path}` });
const saveNow = async () => {
  await page.keyboard.press("Control+s");
  await page
    .getByRole("status")
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 30_000 });
  return JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
};

it("changing a page's path moves it with every link to it, and records a redirect from the old path", async () => {
  const to = `${path}-moved`;
  await pageButton(path).click();
  await page.getByLabel("Path", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await pageButton(to).waitFor();
  // The move is said under the path, with the links rewritten, until another page is shown.
  const said = page.getByRole("status").filter({
    hasText: /^The page has moved: \d+ links? now leads? here, and visitors to the old address are sent on\.$/,
  });
  await said.waitFor();
  const saved = await saveNow();
  expect(saved.routes.map((r) => r.path)).toContain(to);
  expect(saved.routes.map((r) => r.path)).not.toContain(path);
  expect(saved.redirects).toContainEqual({ from: path, to });
  const rest = JSON.stringify({ ...saved, redirects: [] });
  for (const stale of [`"${path}"`, `"${path}#`, `href=\\"${path}"`, `href=\\"${path}#`])
    expect(rest, `${stale} is left in the manifest`).not.toContain(stale);
  expect(placementsOf(saved, to)).toHaveLength(placementsOf(manifest, path).length);
});

it("a move undone after a save shows the page back at its path and says it was undone, not saved", async () => {
  // A page an earlier page of the list links to: the move rewrites that page's link too.
  const linked = manifest.routes.find(
    (r, i) => r.path !== "/" && manifest.routes.slice(0, i).some((o) => JSON.stringify(o).includes(`"${r.path}"`)),
  )!.path;
  const pathBox = page.getByLabel("Path", { exact: true });
  await pageButton(linked).click();
  await page.locator("#root_title_en").fill("Saved before the move");
  await saveNow();
  await pathBox.fill(`${linked}-moved`);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await pageButton(`${linked}-moved`).waitFor();
  await page.keyboard.press("Control+z");
  await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Undone · No changes");
  expect(await pathBox.inputValue()).toBe(linked);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect.poll(() => pathBox.inputValue()).toBe(`${linked}-moved`);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Undone · No changes");
  expect(await pathBox.inputValue()).toBe(linked);
});

it("a page moved to an old address sent on to another page says, before and after, that its visitors will see this page", async () => {
  // Another page moved first: its old address is sent on to its new one.
  const from = manifest.routes.find((r) => r.template === "course" && r.path !== path)!.path;
  const to = `${from}-new`;
  const pathBox = page.getByLabel("Path", { exact: true });
  await pageButton(from).click();
  await pathBox.fill(to);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await pageButton(to).waitFor();

  await pageButton(path).click();
  await pathBox.fill(from);
  await page
    .getByText(
      `“${from}” is an old address: its visitors are now sent on to “${to}”. Moved here, this page takes its place`,
    )
    .waitFor();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await page
    .getByRole("status")
    .filter({ hasText: `Visitors to “${from}” are no longer sent on to “${to}”: they see this page.` })
    .waitFor();
  const saved = await saveNow();
  expect(saved.redirects).toEqual([{ from: path, to: from }]);
  expect(saved.routes.map((r) => r.path)).toEqual(expect.arrayContaining([from, to]));
});

it("a new path typed and not applied stays with its page while the author looks elsewhere, and a closing tab asks", async () => {
  const to = `${path}-typed`;
  const pathBox = page.getByLabel("Path", { exact: true });
  await pageButton(path).click();
  await pathBox.fill(to);
  await page.getByText("The new path is not applied yet").waitFor();
  // Another page, then an edit undone (which draws the forms again), then back.
  await page.getByRole("button", { name: "Site settings" }).click();
  await expect.poll(() => pageButton(path).textContent()).toContain("new path not applied");
  expect(await reloadAsks(page)).toBe("beforeunload");
  await pageButton(path).click();
  expect(await pathBox.inputValue()).toBe(to);
  await page.getByRole("switch", { name: "Published" }).click();
  if (linksLeftByDraft(manifest, path).length) await page.getByRole("button", { name: "Make it a draft" }).click();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Undone · No changes");
  expect(await pathBox.inputValue()).toBe(to);

  await page.getByRole("button", { name: "Move", exact: true }).click();
  await pageButton(to).waitFor();
  expect(await pageButton(to).textContent()).not.toContain("new path not applied");
  await expect.poll(() => page.getByText("The new path is not applied yet").count()).toBe(0);
});

it("a path another page has is refused as it is typed, once, under the box, which Move sends the focus back to", async () => {
  const other = manifest.routes.find((r) => r.path !== path && r.path !== "/")!.path;
  const pathBox = page.getByLabel("Path", { exact: true });
  await pageButton(path).click();
  await pathBox.fill(other);
  const refusal = page.getByText(`the path "${other}" is already used by another page; choose another path`);
  await refusal.waitFor();
  expect(await pathBox.getAttribute("aria-invalid")).toBe("true");
  expect(await page.getByText("The new path is not applied yet").count()).toBe(0);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("page-path");
  expect(await refusal.count()).toBe(1);
  expect(await pageButton(path).count()).toBe(1);
  // Corrected, the box is free of the refusal and says the move is still to be made.
  await pathBox.fill(`${path}-free`);
  await page.getByText("The new path is not applied yet").waitFor();
  expect(await refusal.count()).toBe(0);
  expect(await pathBox.getAttribute("aria-invalid")).toBeNull();
});

it("another page opens at the top of its form, not where the last one was scrolled to", async () => {
  // A tablet held upright: the form has a height of its own, scrolled inside.
  await page.setViewportSize({ width: 768, height: 1000 });
  const [first, other] = manifest.routes.filter((r) => r.template === "visa").map((r) => r.path);
  await pageButton(first).click();
  const form = page.locator("main.form");
  // The form's contents: its last section, far down.
  await form.locator(".form-contents a").last().click();
  await expect.poll(() => form.evaluate((element) => element.scrollTop)).toBeGreaterThan(300);
  await pageButton(other).click();
  await expect.poll(() => page.getByLabel("Path", { exact: true }).inputValue()).toBe(other);
  expect(await form.evaluate((element) => element.scrollTop)).toBe(0);
});

it("a reload opens the page the editor showed", async () => {
  await pageButton(path).click();
  await page.reload();
  await expect
    .poll(() => page.locator(".sidebar li button[aria-current]").textContent(), { timeout: 30_000 })
    .toMatch(new RegExp(`^${escape(path)}(?![a-z0-9-])`));
  expect(await page.getByLabel("Path", { exact: true }).inputValue()).toBe(path);
});

it("deleting a linked page is refused with the places listed; with a redirect it goes, and Undo brings it back", async () => {
  await pageButton(path).click();
  await actions().getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete ${path}` });
  // Linked, the page is refused at once, the places listed above its form.
  await dialog.getByText("Other pages link to this page").waitFor();
  expect(await dialog.locator("li").count()).toBeGreaterThan(0);
  // Its menu links go with it whatever page takes its visitors: said before it goes.
  const menus = placementsOf(manifest, path).length;
  await dialog
    .getByText(
      menus === 1 ? /^Its link in the menu “[^”]+” goes with it\.$/ : /^Its links in the menus “.+” go with it\.$/,
    )
    .waitFor();
  await dialog.getByLabel("Send its links and visitors to").selectOption("/");
  expect(describeViolations("the delete form", await axeViolations(page, { within: ".page-dialog" }))).toEqual([]);
  await dialog.getByRole("button", { name: "Delete and redirect" }).click();
  await expect.poll(() => pageButton(path).count()).toBe(0);
  // Said in the status, until the deletion is undone.
  await expect
    .poll(() => page.getByRole("status").first().textContent())
    .toBe(`${path} deleted (Undo brings it back) · Unsaved changes`);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => pageButton(path).count()).toBe(1);
  // The page back is shown, and the status says where the undo was made.
  const title = manifest.routes.find((r) => r.path === path)!.title.en;
  await expect.poll(() => page.getByRole("status").first().textContent()).toBe(`Undone on ${title} · No changes`);
  expect(await page.locator(".sidebar [aria-current=page]").textContent()).toMatch(new RegExp(`^${escape(path)}`));
});

it("the keyboard's place is kept: a question takes the focus, Esc gives it back, and a control gone leaves it nearby", async () => {
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
  // A page nothing links to: its deletion is a question.
  const free = manifest.routes.find(
    (r) =>
      r.path !== "/" &&
      !manifest.routes.some((o) => o.path.startsWith(`${r.path}/`)) &&
      !("refused" in deletePage(manifest, r.path)),
  )!.path;
  await pageButton(free).click();
  const asker = page
    .getByRole("group", { name: `Actions for ${free}` })
    .getByRole("button", { name: "Delete", exact: true });
  await asker.click();
  const question = page.getByRole("alertdialog", { name: `Delete ${free}` });
  // The question opens on its least harmful answer, and Esc takes it back to the button that asked it.
  await expect.poll(focused).toBe("Cancel");
  await page.keyboard.press("Escape");
  await expect.poll(() => question.count()).toBe(0);
  expect(await asker.evaluate((button) => button === document.activeElement)).toBe(true);

  await pageButton(path).click();
  await actions().getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete ${path}` });
  // Refused: the focus goes to the first place that links, not to the top of the page.
  await dialog.getByText("Other pages link to this page").waitFor();
  await expect.poll(focused).toBe(await dialog.locator("li button").first().textContent());
  const target = dialog.getByLabel("Send its links and visitors to");
  // Only published pages can take the visitors, named by their titles.
  const drafts = manifest.routes.filter((r) => r.status === "draft").map((r) => r.path);
  const offered = await target
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered.filter((value) => drafts.includes(value))).toEqual([]);
  expect(await target.locator('option[value="/"]').textContent()).toMatch(/ — \/$/);
  await target.selectOption("/");
  await dialog.getByRole("button", { name: "Delete and redirect" }).click();
  await expect.poll(() => pageButton(path).count()).toBe(0);
  // The page and its buttons are gone: the focus is on the page list's chosen entry.
  await expect.poll(focusedId).toBe("current-page");

  await page.keyboard.press("Control+z");
  await pageButton(path).click();
  const box = page.getByLabel("Path", { exact: true });
  await box.fill(`${path}-moved`);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await pageButton(`${path}-moved`).waitFor();
  // Moved, the button is disabled: the focus is in the path's box, with the new path.
  await expect.poll(focusedId).toBe("page-path");
  expect(await box.inputValue()).toBe(`${path}-moved`);
});

it("making a page others link to a draft asks first, naming each place in words, and stays asked while a place is mended; Cancel leaves it published", async () => {
  // A published page with links that a draft would leave leading nowhere (menu entries aside).
  const linked = manifest.routes.find(
    (r) => r.path !== "/" && r.status !== "draft" && linksLeftByDraft(manifest, r.path).length > 0,
  )!.path;
  const places = linksLeftByDraft(manifest, linked);
  await pageButton(linked).click();
  const published = page.getByRole("switch", { name: "Published" });
  await published.click();
  const dialog = page.getByRole("alertdialog", { name: "Make it a draft" });
  expect(await dialog.locator("li").count()).toBe(places.length);
  for (const step of (await dialog.locator("li").allTextContents()).flatMap((t) => t.split(" › ")))
    expect(step).not.toMatch(/^(blocks|rules|recommend|href|body|mn|en|\d+)$/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await published.getAttribute("aria-checked")).toBe("true");
  expect(await published.evaluate((b) => b === document.activeElement)).toBe(true);
  await expect.poll(() => page.getByRole("status").first().textContent()).toBe("No changes");

  // The question stays open while the author goes to mend a place, and is there when they come back.
  await published.click();
  await dialog.getByRole("listitem").first().getByRole("button").click();
  await expect.poll(() => page.locator(".sidebar li button[aria-current]").textContent()).not.toContain(linked);
  await pageButton(linked).click();
  await expect.poll(() => dialog.getByRole("listitem").count()).toBe(places.length);
  await dialog.getByRole("button", { name: "Make it a draft" }).click();
  await expect.poll(() => published.getAttribute("aria-checked")).toBe("false");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("page-published");
});

it("a place listed as linking to a page being deleted is named in words and opens its field; Back returns to the question", async () => {
  await pageButton(path).click();
  await actions().getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete ${path}` });
  const places = dialog.getByRole("listitem").getByRole("button");
  await places.first().waitFor();
  const names = await places.allTextContents();
  for (const name of names) {
    // Words an author reads (page, section, field), never the manifest's own keys and indexes.
    expect(name).toContain(" › ");
    expect(name).not.toMatch(/\[\d+\]|\bblocks\b|\.(mn|en)\b/);
  }
  await places.first().click();
  // The linking page is chosen in the list, and the caret is in the field that holds the link.
  await expect.poll(() => page.locator(".sidebar li button[aria-current]").count(), { timeout: 30_000 }).toBe(1);
  await expect
    .poll(
      () =>
        page.evaluate(() => !!document.activeElement?.closest("main.form") && document.activeElement !== document.body),
      { timeout: 30_000 },
    )
    .toBe(true);
  const chosen = await page.locator(".sidebar li button[aria-current]").textContent();
  const linking = manifest.routes
    .filter((r) => chosen?.startsWith(r.path) && r.path !== path)
    .sort((a, b) => b.path.length - a.path.length)[0];
  expect(linking, `the page chosen (${chosen}) is one that links to ${path}`).toBeDefined();
  expect(JSON.stringify(linking)).toContain(path);
  // The browser's Back returns to the page, whose question is still open, with its places: the
  // author mends them one by one.
  await page.goBack();
  await expect.poll(() => page.locator(".sidebar li button[aria-current]").textContent()).toContain(path);
  expect(await page.evaluate(() => location.hash)).toBe(`#page=${path}`);
  await expect.poll(() => dialog.getByRole("listitem").count()).toBe(names.length);
  // And Forward goes to the place's page again.
  await page.goForward();
  await expect.poll(() => page.locator(".sidebar li button[aria-current]").textContent()).toBe(chosen);
});

it("a linking place in a formatted text opens with its link to the page selected and in view", async () => {
  // A page linked from inside a formatted text (an article's, a text section's).
  const [linked] = manifest.routes.flatMap((r) => {
    const result = r.path === "/" ? undefined : deletePage(manifest, r.path);
    return result && "refused" in result && result.refused.some((p) => /\/body\/(mn|en)$/.test(p.pointer))
      ? [r.path]
      : [];
  });
  await pageButton(linked).click();
  await page
    .getByRole("group", { name: `Actions for ${linked}` })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  const dialog = page.getByRole("alertdialog", { name: `Delete ${linked}` });
  await dialog
    .getByRole("button", { name: / › (English|Mongolian)$/ })
    .first()
    .click();
  const selectedLink = () =>
    page.evaluate(() => {
      const anchor = document.getSelection()?.anchorNode;
      const link = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest("a");
      const box = link?.getBoundingClientRect();
      return link && box && { href: link.getAttribute("href"), inView: box.top >= 0 && box.bottom <= innerHeight };
    });
  await expect.poll(selectedLink, { timeout: 30_000 }).toMatchObject({ inView: true });
  expect((await selectedLink())!.href).toMatch(new RegExp(`^(/en)?${escape(linked)}(#|$)`));
});

it("at 375, 768, 1024 and 1280 px, in Mongolian, the editor fits the window: every toolbar button in view, the page's path and key figures readable", async () => {
  await page.evaluate(() => localStorage.setItem("editor-language", "mn"));
  await page.reload();
  await page.locator(".sidebar").waitFor();
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 1024 });
    await pageButton(path).click();
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      buttons: [...document.querySelectorAll(".toolbar button")].map((b) => {
        const box = b.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(b);
        return {
          name: b.textContent,
          right: box.right,
          lines: new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size,
        };
      }),
      path: (document.querySelector(".page-bar input") as HTMLInputElement).clientWidth,
      pathText: (document.querySelector(".page-bar input") as HTMLInputElement).scrollWidth,
    }));
    expect(layout.buttons.map((b) => b.name)).toContain(words.mn.save);
    expect(layout.page).toBeLessThanOrEqual(layout.window);
    for (const button of layout.buttons) {
      expect(button.right, `${button.name} in view`).toBeLessThanOrEqual(layout.window);
      expect(button.lines, `${button.name} on one line`).toBeLessThanOrEqual(1);
    }
    expect(layout.pathText, "the page's path shows whole").toBeLessThanOrEqual(layout.path);

    if (width === 375) {
      // On a phone the form scrolls with the page: a contents link takes the page to its section,
      // and the toolbar, with Save, stays in sight at the top.
      const links = page.locator("nav.form-contents a");
      const last = links.last();
      const section = page.locator(`[id="${(await last.getAttribute("href"))!.slice(1)}"]`);
      await last.click();
      await expect.poll(() => section.evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY), "the page scrolled").toBeGreaterThan(0);
      const bar = await page.locator(".toolbar").evaluate((e) => e.getBoundingClientRect().top);
      expect(bar, "the toolbar stays at the top").toBeGreaterThanOrEqual(-1);
      expect(bar).toBeLessThan(5);
      await page.evaluate(() => window.scrollTo(0, 0));
    }

    // A visa page's key figures: each card's texts as wide as the card, its buttons clear of its caption.
    await pageButton(manifest.routes.find((r) => r.template === "visa")!.path).click();
    await page.locator(".stat-card").first().waitFor();
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll(".stat-cards .array-item")].map((card) => {
        const caption = card.querySelector(".stat-card > legend")!.getBoundingClientRect();
        const buttons = [...card.querySelectorAll(".array-item-toolbox button")].map((b) => b.getBoundingClientRect());
        return {
          name: card.querySelector(".stat-card > legend")!.textContent,
          card: card.getBoundingClientRect().width,
          boxes: [...card.querySelectorAll("textarea")].map((t) => t.getBoundingClientRect().width),
          covered: buttons.some(
            (b) => b.left < caption.right && b.right > caption.left && b.top < caption.bottom && b.bottom > caption.top,
          ),
        };
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.covered, `${width} px, ${card.name}: its buttons cover its caption`).toBe(false);
      for (const box of card.boxes)
        expect(box, `${width} px, ${card.name}: a text box's width`).toBeGreaterThan(card.card * 0.8);
    }
    // A list's texts in two languages stay wide enough to read: side by side, or one above the other
    // where the form is narrow (a phone's), never a few letters wide.
    const listBoxes = await page
      .locator("main.form .array-item-list .bilingual-item textarea")
      .evaluateAll((all) => all.map((t) => t.getBoundingClientRect().width));
    expect(listBoxes.length).toBeGreaterThan(0);
    for (const box of listBoxes) expect(box, `${width} px: a list item's text box`).toBeGreaterThan(150);
  }
});

it("a duplicate is a draft at a new path; a page is moved up in its menu", async () => {
  await pageButton(path).click();
  await actions().getByRole("button", { name: "Duplicate" }).click();
  const copy = await page.getByLabel("Path of the copy").inputValue();
  expect(copy).toBe(`${path}-copy`);
  // Its button reads as a button: its text stands out from what is behind it.
  expect(describeViolations("the duplicate form", await axeViolations(page, { within: ".inline-dialog" }))).toEqual([]);
  await page.getByRole("form", { name: "Duplicate" }).getByRole("button", { name: "Duplicate" }).click();
  await expect.poll(() => page.getByRole("switch", { name: "Published" }).getAttribute("aria-checked")).toBe("false");

  await pageButton(path).click();
  const place = placementsOf(manifest, path).find((p) => p.index > 0)!;
  await actions()
    .getByRole("button", { name: words.en.moveUp(menuLabel(manifest, place.menu, "en")) })
    .first()
    .click();
  const saved = await saveNow();
  expect(saved.routes.find((r) => r.path === copy)).toMatchObject({ status: "draft" });
  expect(placementsOf(saved, copy)).toEqual([]);
  expect(placementsOf(saved, path).find((p) => p.menu === place.menu)?.index).toBe(place.index - 1);
});

it("the new-page form opens with the focus in it and a path in its kind's folder; Esc closes it, back to its button", async () => {
  const opener = page.getByRole("button", { name: "New page" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  const kind = dialog.getByLabel(words.en.template);
  await expect.poll(() => kind.evaluate((select) => select === document.activeElement)).toBe(true);
  await kind.selectOption("visa");
  const visaFolder = manifest.routes.find((r) => r.template === "visa")!.path.replace(/[^/]+$/, "");
  expect(await dialog.getByLabel("Path").inputValue()).toBe(visaFolder);
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

  await page.getByRole("searchbox", { name: "Search pages" }).fill("no such page anywhere");
  await page.getByRole("status").filter({ hasText: "No page has “no such page anywhere”" }).waitFor();
});

it("the new-page form says under its path box, as it is typed, that a path is taken, and Create sends the focus back there", async () => {
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  const box = dialog.getByLabel(words.en.newPath);
  await box.fill(path);
  const refusal = dialog.getByText(`the path "${path}" is already used by another page; choose another path`);
  await refusal.waitFor();
  expect(await box.getAttribute("aria-invalid")).toBe("true");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await refusal.count()).toBe(1);
  expect(await pageButton(path).count()).toBe(1);
  // Its menus are grouped by the part of the page they are in: a footer column's heading among the footer's.
  const groups = dialog.getByLabel("Add to menu").locator("optgroup");
  expect(await groups.evaluateAll((all) => all.map((g) => g.getAttribute("label")))).toEqual(["Header menu", "Footer"]);
  const footer = manifest.navigation.footer.columns.map((column) => column.heading.en);
  expect(await groups.nth(1).locator("option").allTextContents()).toEqual(footer);
});

it("removing an item of a list keeps the focus in the list, on the remove button of the item now in its place", async () => {
  await pageButton(manifest.routes.find((r) => r.template === "visa")!.path).click();
  // The requirements: a list of texts, each with its buttons.
  await page.locator(".form-contents a", { hasText: "Requirements" }).click();
  const list = page
    .locator("fieldset.array:not(.stat-cards)", { has: page.locator(".rjsf-array-item-remove:visible") })
    .last();
  await list.waitFor();
  const before = await list.locator(".rjsf-array-item-remove").count();
  await list.locator(".rjsf-array-item-remove").nth(1).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => list.locator(".rjsf-array-item-remove").count()).toBe(before - 1);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.classList.contains("rjsf-array-item-remove")))
    .toBe(true);
  expect(
    await list
      .locator(".rjsf-array-item-remove")
      .nth(1)
      .evaluate((b) => b === document.activeElement),
  ).toBe(true);
});

it("adding an item to a list puts the focus in the new item's first box", async () => {
  await pageButton(manifest.routes.find((r) => r.template === "visa")!.path).click();
  await page.locator(".form-contents a", { hasText: "Requirements" }).click();
  const list = page.locator("#root_requirements");
  const before = await list.locator(":scope > div > .array-item").count();
  await list.locator(":scope > .add-item").click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`root_requirements_${before}_mn`);
  await page.keyboard.type("Шинэ шаардлага");
  expect(await page.locator(`#root_requirements_${before}_mn`).inputValue()).toBe("Шинэ шаардлага");
});

it("a new page is a draft, and publishing it is refused while its texts are unwritten, each named apart", async () => {
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  // A visa page: its key figures are cards with a caption each, which only their numbers tell apart.
  await dialog.getByLabel(words.en.template).selectOption("visa");
  let free = "/services/example-draft";
  while (manifest.routes.some((r) => r.path === free)) free += "-new";
  await dialog.getByLabel("Path").fill(free);
  await dialog.getByRole("button", { name: "Create" }).click();
  const publish = page.getByRole("switch", { name: "Published" });
  await expect.poll(() => publish.getAttribute("aria-checked")).toBe("false");
  // The focus waits in the first text to write: the title, in Mongolian.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("root_title_mn");
  // Listed by its path with its title still to write, not by the placeholder that marks it.
  expect(await pageButton(free).textContent()).toContain("(no title yet)");
  expect(await pageButton(free).textContent()).not.toContain("TODO");
  await publish.click();
  const refusal = page.getByRole("alert").filter({ hasText: "cannot be published yet" });
  await refusal.waitFor();
  const lines = await refusal.locator("li").allInnerTexts();
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.filter((line, i) => lines.indexOf(line) !== i)).toEqual([]);
  expect(await publish.getAttribute("aria-checked")).toBe("false");
  // Each text named opens its field: the English title, say.
  await refusal.getByRole("button", { name: /^Title › English/ }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("root_title_en");
});
