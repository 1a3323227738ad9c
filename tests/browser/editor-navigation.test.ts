import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navigationWords } from "../../editor/app/navigation/words";
import { pickerWords } from "../../editor/app/pickers/words";
import { words } from "../../editor/app/words";
import { menus } from "../../src/authoring/menus";
import type { NavColumn, NavLink, SiteManifest } from "../../src/generated/manifest";
import { launchBrowser } from "./browser";
import { englishView, mongolianView, openEditor, startEditor, type EditorServer } from "./editor-server";

// The Navigation screen as a tree named by the labels visitors see, links moved by mouse and by
// keyboard, a page added to a menu by its title; and the pickers of categories, icons, dates and
// pages. Every page, menu and text is taken from the manifest copy.
type Lang = "mn" | "en";
let browser: Browser;
let editor: EditorServer;
let original: string;
let manifest: SiteManifest;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
  manifest = JSON.parse(original) as SiteManifest;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field's name as its label starts: the whole word ("Icon", not "Icons"), a required mark after it allowed. */
const fieldName = (label: string) => new RegExp(`^${escape(label)}(?!\\p{L})`, "u");
const saved = () => JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
const xLabel = (template: string, field: string): Record<Lang, string> =>
  JSON.parse(readFileSync(`schema/templates/${template}.schema.json`, "utf8")).properties[field]["x-label"];
const title = (path: string) => manifest.routes.find((r) => r.path === path)?.title;
/** What a visitor reads for a link: its own text or its page's title. */
const linkText = (link: NavLink, lang: Lang) => link.label?.[lang] || title(link.path)?.[lang] || link.path;

/** A fresh start from the original file, the editor open in the language and width. */
async function open(lang: Lang, width: number): Promise<Page> {
  writeFileSync(editor.file, original);
  const page = await openEditor(browser, editor, { lang, width });
  return page;
}
async function openNavigation(page: Page, lang: Lang) {
  await page.locator(".sidebar").getByRole("button", { name: words[lang].navigation, exact: true }).click();
  await page.getByRole("heading", { name: navigationWords[lang].navigation }).waitFor();
}
async function save(page: Page, lang: Lang) {
  const before = readFileSync(editor.file, "utf8");
  await page.getByRole("button", { name: words[lang].save, exact: true }).click();
  await expect.poll(() => readFileSync(editor.file, "utf8") !== before, { timeout: 30_000 }).toBe(true);
  return saved();
}

/** The first drop-down menu with a column of at least three links, and that column. */
function columnToEdit(): {
  m: number;
  c: number;
  menu: SiteManifest["navigation"]["header"]["menus"][number];
  column: NavColumn;
} {
  const { menus: all } = manifest.navigation.header;
  for (const [m, menu] of all.entries())
    for (const [c, column] of menu.columns.entries()) if (column.links.length >= 3) return { m, c, menu, column };
  throw new Error("the manifest has no drop-down menu column of three links to move");
}

describe.each([mongolianView])("the Navigation screen in the $lang interface", ({ lang, width }) => {
  const t = navigationWords[lang];

  it(`at ${width} px: menus by label, collapsed, no ids; links dragged and moved by keyboard; a page added by its title; saved in order`, async () => {
    const page = await open(lang, width);
    try {
      await openNavigation(page, lang);
      const tree = page.locator(".nav-tree");
      // Every drop-down menu by its label, collapsed; no menu's id anywhere.
      for (const menu of manifest.navigation.header.menus) {
        const toggle = page.getByRole("button", { name: new RegExp(`^${escape(menu.label[lang])}`) });
        await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      }
      const text = await tree.innerText();
      for (const { name } of menus(manifest).filter((m) => m.name.includes("-"))) expect(text).not.toContain(name);
      const form = page.locator("main.form");
      expect(await form.evaluate((e) => e.scrollHeight)).toBeLessThan(1200);

      // Everything open is still a screen's worth of rows, not a form of 22,574 px, and nothing is cut.
      const closed = tree.locator(".nav-toggle[aria-expanded=false]");
      while ((await closed.count()) > 0) await closed.first().click();
      const open = await tree.evaluate((e) => e.scrollHeight);
      // About a row of two short lines per link and per column heading.
      const { header, footer } = manifest.navigation;
      const columns = [...header.menus.flatMap((m) => m.columns), ...footer.columns];
      const rowCount =
        header.links.length + (footer.legal?.length ?? 0) + columns.reduce((n, c) => n + 1 + c.links.length, 0);
      expect(open).toBeLessThan(400 + rowCount * 80);
      expect(await form.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      const opened = tree.locator(".nav-toggle[aria-expanded=true]");
      while ((await opened.count()) > 0) await opened.first().click();

      // Dragged with the mouse: the first link to after the third.
      const { m, c, menu, column } = columnToEdit();
      await page.getByRole("button", { name: new RegExp(`^${escape(menu.label[lang])}`) }).click();
      const heading = column.heading[lang];
      const list = page.getByRole("list", { name: heading, exact: true });
      const names = column.links.map((l) => linkText(l, lang));
      const rows = () => list.locator(":scope > li .nav-name").allInnerTexts();
      expect(await rows()).toEqual(names);
      const third = list.locator(":scope > li").nth(2);
      const box = (await third.boundingBox())!;
      await list
        .getByRole("button", { name: t.drag(names[0]), exact: true })
        .dragTo(third, { targetPosition: { x: box.width / 2, y: box.height - 4 } });
      const dragged = [names[1], names[2], names[0], ...names.slice(3)];
      await expect.poll(rows).toEqual(dragged);

      // Moved with the keyboard: the link now first goes one down, and that is said.
      await list.getByRole("button", { name: t.drag(names[1]), exact: true }).focus();
      await page.keyboard.press("Alt+ArrowDown");
      const moved = [names[2], names[1], names[0], ...names.slice(3)];
      await expect.poll(rows).toEqual(moved);
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({ hasText: t.moved(names[1], 2, names.length, heading) })
            .count(),
        )
        .toBe(1);
      // The focus stays on the moved link, so it can be moved again.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
        .toBe(t.drag(names[1]));

      // A page added to the column by typing a word of its title and picking it.
      const added = manifest.routes.find(
        (r) =>
          r.status !== "draft" &&
          r.template !== "article" &&
          !column.links.some((l) => l.path === r.path) &&
          r.path !== "/",
      )!;
      await page
        .getByRole("region", { name: heading, exact: true })
        .getByRole("button", { name: `+ ${t.addLink}` })
        .click();
      const picker = page.getByRole("combobox", { name: t.addLinkTo(heading) });
      await picker.fill(added.title[lang].split(/\s+/).slice(0, 2).join(" "));
      await page.getByRole("option", { name: `${added.title[lang]} — ${added.path}`, exact: true }).click();
      await expect.poll(rows).toEqual([...moved, added.title[lang]]);
      // The focus is on the new link's Edit button; its Done gives the focus back to that button.
      const editNew = page.getByRole("button", { name: t.edit(added.title[lang]) });
      await expect.poll(() => editNew.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: t.done }).click();
      await expect.poll(() => editNew.evaluate((b) => b === document.activeElement)).toBe(true);

      const after = await save(page, lang);
      const byPath = (i: number) => column.links[i];
      expect(after.navigation.header.menus[m].columns[c].links).toEqual([
        byPath(2),
        byPath(1),
        byPath(0),
        ...column.links.slice(3),
        { path: added.path },
      ]);
      // Nothing else of the navigation changed.
      const rest = structuredClone(after.navigation);
      rest.header.menus[m].columns[c].links =
        column.links as (typeof rest.header.menus)[number]["columns"][number]["links"];
      expect(rest).toEqual(manifest.navigation);
    } finally {
      await page.close();
    }
  });
});

describe.each([englishView])("removing a menu in the $lang interface", ({ lang, width }) => {
  it(`at ${width} px: a menu with links is removed only once the question asked in place is answered`, async () => {
    const t = navigationWords[lang];
    const page = await open(lang, width);
    try {
      await openNavigation(page, lang);
      const { menu } = columnToEdit();
      const links = menu.columns.reduce((n, column) => n + column.links.length, 0);
      const remove = page.getByRole("button", { name: t.remove(menu.label[lang]), exact: true });
      const question = page.getByRole("alertdialog", { name: t.remove(menu.label[lang]) });
      await remove.click();
      await question.getByText(t.confirmRemove(menu.label[lang], links)).waitFor();
      // Cancel keeps it, and gives the focus back to its ✕.
      await question.getByRole("button", { name: words[lang].cancel }).click();
      await question.waitFor({ state: "detached" });
      await expect.poll(() => remove.evaluate((b) => b === document.activeElement)).toBe(true);
      await remove.click();
      await question.getByRole("button", { name: t.remove(menu.label[lang]) }).click();
      await expect.poll(() => remove.count()).toBe(0);
      await page.getByText(t.removed(menu.label[lang])).waitFor();
      const after = await save(page, lang);
      expect(after.navigation.header.menus.map((m) => m.label[lang])).toEqual(
        manifest.navigation.header.menus.filter((m) => m !== menu).map((m) => m.label[lang]),
      );
    } finally {
      await page.close();
    }
  });
});

describe.each([englishView])("the pickers in the $lang interface", ({ lang, width }) => {
  it(`at ${width} px: a category picked by its name, an icon from the grid, a date typed and picked as YYYY-MM-DD, a page by its title`, async () => {
    const p = pickerWords[lang];
    const page = await open(lang, width);
    try {
      const article = manifest.routes.find((r) => r.template === "article")! as SiteManifest["routes"][number] & {
        category: string;
        icon: string;
      };
      const category = manifest.settings.blogCategories.find((c) => c.id !== article.category)!;
      const iconNames = JSON.parse(readFileSync("schema/common.schema.json", "utf8")).$defs.icon["x-options"] as Record<
        string,
        Record<Lang, string>
      >;
      const icon = Object.keys(iconNames).find((name) => name !== article.icon)!;
      await page
        .locator(".sidebar")
        .getByRole("button", { name: new RegExp(`^${escape(article.path)}`) })
        .click();

      const categoryBox = page.getByLabel(fieldName(xLabel("article", "category")[lang]));
      await categoryBox.selectOption({ label: category.label[lang] });

      const iconLabel = JSON.parse(readFileSync("schema/common.schema.json", "utf8")).$defs.icon["x-label"][lang];
      const iconButton = page.getByLabel(fieldName(iconLabel));
      await iconButton.click();
      await page.getByRole("radiogroup", { name: p.icons }).getByRole("radio", { name: iconNames[icon][lang] }).click();
      await expect.poll(() => iconButton.innerText()).toContain(iconNames[icon][lang]);

      const date = page.getByLabel(fieldName(xLabel("article", "published")[lang]));
      await date.fill("2026-12-01");
      expect(await date.inputValue()).toBe("2026-12-01");
      expect(await date.getAttribute("type")).toBe("text");
      // The calendar button opens the browser's date picker; a day picked in it is written YYYY-MM-DD.
      await page.getByRole("button", { name: p.calendar }).click();
      await page.locator(".date-picker-native").fill("2026-12-24");
      await expect.poll(() => date.inputValue()).toBe("2026-12-24");

      // A visa's country page, picked by typing its title.
      const visa = manifest.routes.find((r) => r.template === "visa")! as { path: string; destination?: string };
      const country = manifest.routes.find((r) => r.template === "destination" && r.path !== visa.destination)!;
      await page
        .locator(".sidebar")
        .getByRole("button", { name: new RegExp(`^${escape(visa.path)}`) })
        .click();
      const route = page.getByRole("combobox", {
        name: fieldName(xLabel("visa", "destination")[lang]),
      });
      await route.fill(country.title[lang].slice(0, 5));
      await page.getByRole("option", { name: `${country.title[lang]} — ${country.path}`, exact: true }).click();
      await expect.poll(() => route.inputValue()).toBe(`${country.title[lang]} — ${country.path}`);
      const after = await save(page, lang);
      expect(after.routes.find((r) => r.path === article.path)).toMatchObject({
        category: category.id,
        icon,
        published: "2026-12-24",
      });
      expect(after.routes.find((r) => r.path === visa.path)).toMatchObject({ destination: country.path });
    } finally {
      await page.close();
    }
  });
});
