import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { mediaWords } from "../../editor/app/media/words";
import { previewWords } from "../../editor/app/preview/words";
import { words as richTextWords } from "../../editor/app/rich-text/words";
import { words } from "../../editor/app/words";
import { factNames } from "../../editor/app/facts/facts-context";
import { factsIn } from "../../editor/app/facts/tokens";
import { launchBrowser } from "./browser";
import { mongolianView, openEditor, startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let original: string;
let manifest: SiteManifest;
let photo: Buffer;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
  manifest = JSON.parse(original) as SiteManifest;
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#e0a040" } })
    .png()
    .toBuffer();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});

type Route = SiteManifest["routes"][number];
type Article = Extract<Route, { template: "article" }>;
const article = () => manifest.routes.find((r): r is Article => r.template === "article" && r.status !== "draft")!;
const articleIndex = () => manifest.routes.indexOf(article());
/** A published page of another kind, to link to by its title. */
const target = () => manifest.routes.find((r) => r.template === "visa" && r.status !== "draft")!;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeRegExp = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&");

// A paragraph with a bold word and an empty line, as Word puts them on the clipboard.
const wordClipboard = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri",sans-serif;} --></style></head><body lang=EN-US><!--StartFragment--><p class=MsoNormal><b><span lang=MN style='font-size:12.0pt;mso-ansi-language:MN'>Word</span></b><span lang=MN style='font-size:12.0pt'> text<o:p></o:p></span></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>`;

/** Tags as an author would see them if HTML leaked anywhere: in the page's text or in a box's value. */
const tag = /<\/?(p|h[1-6]|ul|ol|li|strong|em|b|i|a|br|img|table|tr|td|th|blockquote|span|div)\b[^>]*>/i;
const htmlShown = (page: Page) =>
  page.evaluate((source) => {
    const pattern = new RegExp(source, "i");
    const texts = [
      document.body.innerText,
      ...[...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map((e) => e.value),
    ];
    return texts.filter((t) => pattern.test(t)).map((t) => t.match(pattern)![0]);
  }, tag.source);

describe.each([mongolianView])("formatted text in $lang at $width px", ({ lang, width }) => {
  it("an article's heading, list, link to a page picked by title, bold words, a Word paste and a dropped picture are saved as exactly that HTML, and previewed", async () => {
    writeFileSync(editor.file, original);
    const page = await openEditor(browser, editor, { lang, width });
    const w = richTextWords[lang];
    try {
      await page
        .locator(".sidebar li button")
        .filter({ hasText: new RegExp(`^${escapeRegExp(article().path)}(?![a-z0-9-])`) })
        .first()
        .click();
      // The text in the interface's language, so that each language's text is tested once.
      const box = page.getByRole("textbox", { name: w.textIn[lang], exact: true });
      const toolbar = page.getByRole("toolbar", { name: `${w.toolbar}: ${w.textIn[lang]}` });
      const button = (name: string) => toolbar.getByRole("button", { name, exact: true });
      await box.click();
      expect(await htmlShown(page)).toEqual([]);

      // The toolbar fits the form's column: nothing reaches past it, every button is in view.
      const column = (await page.locator("main.form").boundingBox())!;
      const bar = (await toolbar.boundingBox())!;
      expect(bar.x).toBeGreaterThanOrEqual(column.x);
      expect(bar.x + bar.width).toBeLessThanOrEqual(column.x + column.width);
      for (const name of [w.heading2, w.bold, w.bulletList, w.link, w.picture, w.table]) {
        const b = (await button(name).boundingBox())!;
        expect(b.x + b.width, name).toBeLessThanOrEqual(bar.x + bar.width);
      }

      // The toolbar is one Tab stop; arrow keys move between its buttons.
      expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1);
      await toolbar.locator('button[tabindex="0"]').focus();
      await page.keyboard.press("ArrowRight");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(w.heading2);
      await box.click();
      await page.keyboard.press("Control+a");
      await page.keyboard.press("Delete");
      const text = {
        heading: lang === "mn" ? "Бичиг баримт бүрдүүлэх" : "Gathering your documents",
        plain: lang === "mn" ? "Эхлээд" : "First",
        bold: lang === "mn" ? "паспортоо шалгана" : "check your passport",
        items: lang === "mn" ? ["Паспорт", "Цээж зураг"] : ["Passport", "Photograph"],
        see: lang === "mn" ? "Дэлгэрэнгүйг" : "See",
      };
      await button(w.heading2).click();
      await expect.poll(() => button(w.heading2).getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("true");
      await page.keyboard.type(text.heading);
      await page.keyboard.press("Enter");
      await page.keyboard.type(`${text.plain} `);
      await page.keyboard.press("Control+b");
      await expect.poll(() => button(w.bold).getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("true");
      await page.keyboard.type(text.bold);
      await page.keyboard.press("Control+b");
      await expect.poll(() => button(w.bold).getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("false");
      await page.keyboard.press("Enter");
      await button(w.bulletList).click();
      await page.keyboard.type(text.items[0]);
      await page.keyboard.press("Enter");
      await page.keyboard.type(text.items[1]);
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.keyboard.type(`${text.see} `);

      // The link: a page found by its title in the interface language, its words its title in the text's.
      const linked = target();
      await button(w.link).click();
      const dialog = page.getByRole("dialog", { name: w.linkDialog });
      // An address typed wrong is refused, and the focus goes back to its box, which its error describes.
      await dialog.getByRole("radio", { name: w.linkToAddress }).check();
      await dialog.getByLabel(w.address, { exact: true }).fill("www.immi gov.au");
      await dialog.getByRole("button", { name: w.insert }).click();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement;
            const said = active?.getAttribute("aria-describedby");
            return [active?.getAttribute("aria-invalid"), said && document.getElementById(said)?.textContent];
          }),
        )
        .toEqual(["true", w.addressInvalid]);
      await dialog.getByRole("radio", { name: w.linkToPage }).check();
      await dialog.getByLabel(w.searchPages).fill(linked.title[lang]);
      await dialog.getByRole("radio", { name: new RegExp(`^${escapeRegExp(linked.title[lang])}`) }).check();
      expect(await htmlShown(page)).toEqual([]);
      await dialog.getByRole("button", { name: w.insert }).click();
      await dialog.waitFor({ state: "detached" });
      await page.keyboard.press("Enter");

      // Word's clipboard, pasted into the text.
      await box.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData("text/html", html);
        data.setData("text/plain", "Word text");
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, wordClipboard);

      // A picture file dropped on the text: added to the site's pictures, described, then in the text
      // with its description in the text's language.
      await page.keyboard.press("Enter");
      const spot = (await box.locator("p").last().boundingBox())!;
      await box.evaluate(
        (element, { bytes, x, y }) => {
          const data = new DataTransfer();
          data.items.add(new File([new Uint8Array(bytes)], "Наран зураг.png", { type: "image/png" }));
          element.dispatchEvent(
            new DragEvent("drop", { dataTransfer: data, clientX: x, clientY: y, bubbles: true, cancelable: true }),
          );
        },
        { bytes: [...photo], x: spot.x + 5, y: spot.y + spot.height / 2 },
      );
      const describe = page.getByRole("dialog", { name: mediaWords[lang].describeTitle });
      const alt = { mn: "Наран доорх оюутнууд", en: "Students in the sun" };
      // Only the description in the text's language is asked: the picture goes into this text alone.
      const [asked, unasked] = lang === "mn" ? (["altMn", "altEn"] as const) : (["altEn", "altMn"] as const);
      await describe.getByLabel(mediaWords[lang][asked]).fill(alt[lang]);
      expect(await describe.getByLabel(mediaWords[lang][unasked]).count()).toBe(0);
      await describe.getByRole("button", { name: mediaWords[lang].confirm }).click();
      await box.locator("img").waitFor();

      const expected =
        `<h2>${escapeHtml(text.heading)}</h2>` +
        `<p>${escapeHtml(text.plain)} <strong>${escapeHtml(text.bold)}</strong></p>` +
        `<ul>${text.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` +
        `<p>${escapeHtml(text.see)} <a href="${linked.path}">${escapeHtml(linked.title[lang])}</a></p>` +
        "<p><strong>Word</strong> text</p>" +
        `<img src="${await box.locator("img").getAttribute("src")}" alt="${alt[lang]}">`;

      await page.keyboard.press("Control+s");
      await page
        .getByRole("status")
        .filter({ hasText: new RegExp(`^${escapeRegExp(words[lang].saved)}`) })
        .waitFor({ timeout: 30_000 });
      const saved = JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
      const body = (saved.routes[articleIndex()] as Article).body;
      expect(body[lang]).toBe(expected);
      const src = /<img src="([^"]+)"/.exec(body[lang])![1];
      expect(src).toMatch(/^\/images\/[a-z0-9/-]+\.png$/);
      expect(existsSync(join(editor.publicDir, src))).toBe(true);
      // The other language's text was opened and left alone: it is as it was, to the character.
      const other = lang === "mn" ? "en" : "mn";
      expect(body[other]).toBe(article().body[other]);
      expect(await htmlShown(page)).toEqual([]);

      // The preview draws the text as the site does, in the text's language.
      const preview = page.getByRole("region", { name: previewWords[lang].preview });
      await preview
        .getByRole("group", { name: previewWords[lang].pageLanguage })
        .getByRole("button", { name: lang.toUpperCase(), exact: true })
        .click();
      const frame = preview.frameLocator("iframe");
      const main = frame.locator("main");
      await main.getByRole("heading", { level: 2, name: text.heading }).waitFor({ timeout: 30_000 });
      await expect
        .poll(() => main.locator("strong").allTextContents(), { timeout: 15_000 })
        .toEqual(expect.arrayContaining([text.bold, "Word"]));
      const published = lang === "mn" ? linked.path : `/en${linked.path}`;
      expect(await main.getByRole("link", { name: linked.title[lang], exact: true }).first().getAttribute("href")).toBe(
        published,
      );
      expect(await main.getByRole("listitem").allTextContents()).toEqual(expect.arrayContaining(text.items));
      await main.getByRole("img", { name: alt[lang], exact: true }).waitFor();
    } finally {
      await page.close();
    }
  });

  it("a shared figure in a formatted text shows as {its name}, and an edit elsewhere in the text keeps its token", async () => {
    writeFileSync(editor.file, original);
    const names = factNames(manifest.settings.facts ?? {}, lang).names;
    const index = manifest.routes.findIndex(
      (r) => r.template === "article" && factsIn(r.body[lang]).some((id) => names.has(id)),
    );
    const withFigure = manifest.routes[index] as Article;
    const id = factsIn(withFigure.body[lang]).find((fact) => names.has(fact))!;
    const page = await openEditor(browser, editor, { lang, width });
    try {
      await page
        .locator(".sidebar li button")
        .filter({ hasText: new RegExp(`^${escapeRegExp(withFigure.path)}(?![a-z0-9-])`) })
        .first()
        .click();
      const box = page.getByRole("textbox", { name: richTextWords[lang].textIn[lang], exact: true });
      await expect.poll(() => box.innerText(), { timeout: 30_000 }).toContain(`{${names.get(id)}}`);
      expect(await box.innerText()).not.toContain("{{");

      await box.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" ✓");
      await page.keyboard.press("Control+s");
      await page
        .getByRole("status")
        .filter({ hasText: new RegExp(`^${escapeRegExp(words[lang].saved)}`) })
        .waitFor({ timeout: 30_000 });
      const saved = (JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest).routes[index] as Article;
      expect(saved.body[lang]).toContain(`{{${id}}}`);
      expect(factsIn(saved.body[lang])).toEqual(factsIn(withFigure.body[lang]));
      expect(saved.body[lang]).toContain("✓");
    } finally {
      await page.close();
    }
  });
});
