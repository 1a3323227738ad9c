import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { factWords } from "../../editor/app/facts/words";
import { mediaWords } from "../../editor/app/media/words";
import { navigationWords } from "../../editor/app/navigation/words";
import { pickerWords } from "../../editor/app/pickers/words";
import { publishWords } from "../../editor/app/publish/words";
import { words as richTextWords } from "../../editor/app/rich-text/words";
import { words } from "../../editor/app/words";
import { launchBrowser } from "./browser";
import { openEditor, openSections, startEditor, type EditorServer } from "./editor-server";

// The whole path, as a person who reads no English walks it in the Mongolian interface:
// change a fee, add a visa page with a picture, add an article with a heading, a list, a link and a
// picture, put the visa page in a menu, and publish; never seeing HTML, JSON, an internal name or a
// terminal. Every step goes through what the editor shows; the end checks the published site.
const lang = "mn";
const w = words[lang];
const media = mediaWords[lang];
const rich = richTextWords[lang];
const nav = navigationWords[lang];
const pickers = pickerWords[lang];
const publishing = publishWords[lang];

type Route = SiteManifest["routes"][number];
type Fact = { mn: string; en: string; name?: { mn: string; en: string }; label?: { mn: string; en: string } };
let browser: Browser;
let editor: EditorServer;
let manifest: SiteManifest;
let host: string;
let page: Page;

const schema = (file: string) => JSON.parse(readFileSync(`schema/${file}`, "utf8"));
const templateLabel = (template: string): string => schema(`templates/${template}.schema.json`)["x-label"][lang];
const fieldLabel = (template: string, field: string): string =>
  schema(`templates/${template}.schema.json`).properties[field]["x-label"][lang];
const escape = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&");
const saved = () => JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
const published = (path: string) => readFileSync(join(host, path, "index.html"), "utf8");

/** What the author must never read in the editor: markup, JSON, ids of the schema, a program's words. */
const internal =
  /<\/?(p|h[1-6]|ul|ol|li|strong|em|a|img|div|span)\b[^>]*>|[{[]\s*"[a-z]+"\s*:|\b(VisaPage|ArticlePage|HeroBlock|CallToAction|undefined|null|NaN|TODO)\b|stats-\d|root_|\/routes\/\d|\bnpm\b|\bgit\b|\{\{/;
async function nothingInternal() {
  const shown = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input:not([type=file]), textarea")]
        .filter((e) => e.offsetParent !== null)
        .map((e) => e.value),
    ].join("\n"),
  );
  expect(shown.match(internal)?.[0]).toBeUndefined();
}

async function save() {
  await page.getByRole("button", { name: w.save, exact: true }).click();
  await page
    .getByRole("status")
    .filter({ hasText: new RegExp(`^${escape(w.saved)}`) })
    .waitFor({ timeout: 30_000 });
}

async function openPage(path: string) {
  await page
    .locator(".sidebar li button")
    .filter({ hasText: new RegExp(`^${escape(path)}(?![a-z0-9-])`) })
    .first()
    .click();
}

/** Writes every text a new page still asks for (empty boxes, in Mongolian or English). */
async function writeAll(words: { mn: string; en: string }) {
  await openSections(page);
  const empty = page.locator("main.form textarea[placeholder]");
  for (let n = 1; (await empty.count()) > 0; n++) {
    const box = empty.first();
    const id = (await box.getAttribute("id")) ?? "";
    await box.fill(`${id.endsWith("_en") ? words.en : words.mn} ${n}`);
  }
}

async function createPage(template: string, path: string) {
  await page.getByRole("button", { name: w.newPage, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: w.newPage });
  await dialog.getByLabel(w.template).selectOption({ label: templateLabel(template) });
  await dialog.getByLabel(w.path).fill(path);
  await nothingInternal();
  await dialog.getByRole("button", { name: w.create, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  await page.locator(".sidebar [aria-current=page]", { hasText: path }).waitFor();
}

/** A small PNG of one colour, as a camera would not make it but a browser reads it. */
const png = (colour: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Describes a picture in both languages, or in `only` one: the language of the text it goes into, the other not asked. */
async function describePicture(alt: { mn?: string; en?: string }, only?: "mn" | "en") {
  const dialog = page.getByRole("dialog", { name: media.describeTitle });
  for (const [lang, name] of [
    ["mn", media.altMn],
    ["en", media.altEn],
  ] as const) {
    const box = dialog.getByRole("textbox", { name });
    if (only && lang !== only) expect(await box.count()).toBe(0);
    else await box.fill(alt[lang]!);
  }
  await dialog.getByRole("button", { name: media.confirm }).click();
  await dialog.waitFor({ state: "detached" });
}

async function publishPage() {
  const toggle = page.getByRole("switch", { name: w.published });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
}

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  host = join(dirname(editor.file), "host");
  // Whoever set up the hosting wrote the upload command into the file; here it copies to a folder.
  const text = JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest & {
    settings: { publish?: { command: string } };
  };
  text.settings.publish = { command: `cp -R "$SITE_BUILD" "${host}"` };
  writeFileSync(editor.file, JSON.stringify(text, null, 2) + "\n");
  manifest = saved();
  page = await openEditor(browser, editor, { lang, width: 1280 });
}, 90_000);
afterAll(async () => {
  await page?.close();
  await browser?.close();
  editor?.stop();
});

describe("the whole path in Mongolian: a fee, a visa page with a picture, an article, a menu, publish", () => {
  // The visa page whose government fee changes, and its fee: a shared figure or the card's own text.
  const visa = () => manifest.routes.find((r) => r.template === "visa" && r.status !== "draft")!;
  const feeCard = () =>
    (visa() as Route & { stats: { value: { mn: string }; label: { mn: string; en: string } }[] }).stats.find((s) =>
      /government|visa fee/i.test(s.label.en),
    )!;
  const raised = (fee: string) => fee.replace(/\d[\d,]*/, (n) => String(Number(n.replace(/,/g, "")) + 15));
  const newVisa = "/services/walk-visa";
  const newArticle = "/blog/walk-article";
  let feeBefore = "";
  let feeAfter = "";

  it("changes a fee", async () => {
    await openPage(visa().path);
    await nothingInternal();
    const token = /\{\{\s*([a-zA-Z0-9]+)\s*\}\}/.exec(feeCard().value.mn)?.[1];
    const facts = (manifest.settings as { facts?: Record<string, Fact> }).facts ?? {};
    if (token && facts[token]) {
      // A fee written once for the whole site: changed beside the card that shows it, in both languages.
      const fact = facts[token];
      const name = (fact.name ?? fact.label)![lang];
      feeBefore = fact.mn;
      feeAfter = raised(feeBefore);
      // One box for each language's value, each saying which it changes.
      const box = (l: "mn" | "en") =>
        page
          .getByRole("textbox", {
            name: `${name} · ${factWords[lang].inLanguage[l]} (${factWords[lang].sharedFigure})`,
          })
          .first();
      await box("mn").fill(raised(await box("mn").inputValue()));
      // The Mongolian changed alone: the box of each language says the other's numbers differ.
      const differs = page.getByRole("status").filter({ hasText: factWords[lang].otherDiffers("mn", feeAfter) });
      await expect.poll(() => differs.count()).toBeGreaterThan(0);
      await box("en").fill(raised(await box("en").inputValue()));
      await expect.poll(() => page.locator(".shared-figure-differs").count()).toBe(0);
      await save();
      expect((saved().settings as { facts: Record<string, Fact> }).facts[token].mn).toBe(feeAfter);
    } else {
      feeBefore = feeCard().value.mn;
      feeAfter = raised(feeBefore);
      const card = page.locator("main.form").getByText(feeCard().label.mn, { exact: true }).first();
      await card.scrollIntoViewIfNeeded();
      const box = page.locator("main.form textarea", { hasText: feeBefore }).first();
      await box.fill(feeAfter);
      await save();
    }
    await nothingInternal();
  }, 120_000);

  it("adds a visa page with a picture, and publishes it", async () => {
    await createPage("visa", newVisa);
    await writeAll({ mn: "Туршилтын виз", en: "Test visa" });
    // The picture at the top: dropped (chosen) from this computer, then described in both languages.
    const summary = page.locator("summary", { hasText: fieldLabel("visa", "hero") });
    const section = page.locator("main.form details").filter({ has: summary });
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      section.getByRole("button", { name: media.chooseFile }).click(),
    ]);
    await chooser.setFiles({ name: "Хилийн боомт.png", mimeType: "image/png", buffer: await png("#1d3557") });
    await describePicture({ mn: "Хилийн боомт дээрх аялагчид", en: "Travellers at a border crossing" });
    await publishPage();
    await nothingInternal();
    await save();
    const route = saved().routes.find((r) => r.path === newVisa) as Route & { hero?: { src: string } };
    expect(route.status).not.toBe("draft");
    expect(route.hero?.src).toMatch(/^\/images\/.+\.png$/);
  }, 180_000);

  it("adds an article with a heading, a list, a link and a picture, and publishes it", async () => {
    await createPage("article", newArticle);
    await writeAll({ mn: "Туршилтын нийтлэл", en: "Test article" });
    // Its category and icon picked by their names; the category asked for, none picked for the author.
    const category = manifest.settings.blogCategories[0];
    const categoryBox = page.getByLabel(new RegExp(`^${escape(fieldLabel("article", "category"))}(?!\\p{L})`, "u"));
    expect(await categoryBox.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text)).toBe(
      pickers.noCategory,
    );
    await categoryBox.selectOption({ label: category.label[lang] });
    const icons = schema("common.schema.json").$defs.icon["x-options"] as Record<string, { mn: string }>;
    const iconLabel = schema("common.schema.json").$defs.icon["x-label"][lang] as string;
    await page.getByLabel(new RegExp(`^${escape(iconLabel)}(?!\\p{L})`, "u")).click();
    await page
      .getByRole("radiogroup", { name: pickers.icons })
      .getByRole("radio", { name: Object.values(icons)[0][lang] })
      .click();

    // The Mongolian text, written as it reads with the toolbar.
    for (const textLang of ["mn", "en"] as const) {
      const box = page.getByRole("textbox", { name: rich.textIn[textLang], exact: true });
      const toolbar = page.getByRole("toolbar", { name: `${rich.toolbar}: ${rich.textIn[textLang]}` });
      const button = (name: string) => toolbar.getByRole("button", { name, exact: true });
      await box.click();
      await page.keyboard.press("Control+a");
      await page.keyboard.press("Delete");
      if (textLang === "en") {
        await page.keyboard.type("A short guide to the documents a visa application needs.");
        continue;
      }
      await button(rich.heading2).click();
      await page.keyboard.type("Бичиг баримт");
      await page.keyboard.press("Enter");
      await button(rich.bulletList).click();
      await page.keyboard.type("Паспорт");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Цээж зураг");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Дэлгэрэнгүйг ");
      await button(rich.link).click();
      const linkDialog = page.getByRole("dialog", { name: rich.linkDialog });
      // Its title and path find one page: Enter in the search box links it.
      await linkDialog.getByLabel(rich.searchPages).fill(`${visa().title[lang]} ${visa().path}`);
      const found = linkDialog.getByRole("group", { name: rich.linkToPage }).getByRole("radio");
      await expect.poll(() => found.count()).toBe(1);
      await page.keyboard.press("Enter");
      await linkDialog.waitFor({ state: "detached" });
      await page.keyboard.press("Enter");
      // A picture from the library, described for those who cannot see it.
      await button(rich.picture).click();
      const library = page.getByRole("dialog", { name: media.library });
      const [before, after] = media.use("\u0000").split("\u0000");
      await library
        .getByRole("button", { name: new RegExp(`^${escape(before)}.+${escape(after)}$`) })
        .first()
        .click();
      const describe = page.getByRole("dialog", { name: media.describeTitle });
      if (await describe.count()) await describePicture({ mn: "Паспорт ба бичиг баримт" }, "mn");
      await nothingInternal();
    }
    await publishPage();
    await save();
    const route = saved().routes.find((r) => r.path === newArticle) as Route & { body: { mn: string } };
    expect(route.status).not.toBe("draft");
    expect(route.body.mn).toMatch(/<h2>Бичиг баримт<\/h2>/);
  }, 180_000);

  it("puts the visa page in a menu", async () => {
    await page.locator(".sidebar").getByRole("button", { name: w.navigation, exact: true }).click();
    const menu = manifest.navigation.header.menus.find((m) => m.columns.some((c) => c.links.length > 0))!;
    const column = menu.columns[0];
    await page.getByRole("button", { name: new RegExp(`^${escape(menu.label[lang])}`) }).click();
    await page
      .getByRole("region", { name: column.heading[lang], exact: true })
      .getByRole("button", { name: `+ ${nav.addLink}` })
      .click();
    const picker = page.getByRole("combobox", { name: nav.addLinkTo(column.heading[lang]) });
    await picker.fill("Туршилтын виз");
    await page.getByRole("option", { name: new RegExp(`— ${escape(newVisa)}$`) }).click();
    await nothingInternal();
    await save();
    const links = saved()
      .navigation.header.menus.flatMap((m) => m.columns)
      .flatMap((c) => c.links)
      .map((l) => l.path);
    expect(links).toContain(newVisa);
  }, 120_000);

  it("publishes the site with one button, and the site shows all of it", async () => {
    await page.getByRole("button", { name: publishing.publish, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: publishing.title });
    await dialog.getByRole("button", { name: publishing.start, exact: true }).click();
    await dialog.getByText(publishing.uploaded).waitFor({ timeout: 150_000 });
    await nothingInternal();

    expect(published(visa().path.slice(1))).toContain(feeAfter);
    const visaPage = published(newVisa.slice(1));
    expect(visaPage).toContain("Туршилтын виз");
    expect(visaPage).toMatch(/<img[^>]+alt="Хилийн боомт дээрх аялагчид"/);
    const article = published(newArticle.slice(1));
    expect(article).toMatch(/<h2[^>]*>Бичиг баримт<\/h2>/);
    expect(article).toMatch(/<li[^>]*>Паспорт<\/li>/);
    expect(article).toContain(`href="${visa().path}"`);
    expect(article).toMatch(/<img[^>]+alt="Паспорт ба бичиг баримт"/);
    // The menu leads to the new visa page on every page.
    expect(published("")).toContain(`href="${newVisa}"`);
    expect(existsSync(join(host, "en", newVisa.slice(1), "index.html"))).toBe(true);
  }, 200_000);
});
