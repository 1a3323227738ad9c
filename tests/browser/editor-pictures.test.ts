import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUploadBytes, uploadPath } from "../../editor/media-rules";
import { mediaWords } from "../../editor/app/media/words";
import { previewWords } from "../../editor/app/preview/words";
import { launchBrowser } from "./browser";
import { editorWidths, englishView, mongolianView, openEditor, startEditor, type EditorServer } from "./editor-server";

// Pictures as an author adds them: dropped on a visa page's top picture, described in both
// languages on the spot, saved into the manifest copy and the copy of public/; the library says
// where each picture is used; a file too large or not a picture is refused in plain words.
type Route = { path: string; template: string; title: { mn: string; en: string }; hero?: { src: string } };
let browser: Browser;
let editor: EditorServer;
let routes: Route[];
let visa: Route;
let heroLabel: { mn: string; en: string };
const unused = "/images/uploads/unused-test-picture.png";

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
/** Every file of the copy of public/, to see that a refusal writes nothing. */
const publicFiles = () => readdirSync(editor.publicDir, { recursive: true }).map(String).sort();
const saved = () => JSON.parse(readFileSync(editor.file, "utf8")) as { routes: Route[] };

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  routes = saved().routes;
  // A visa page, and what its top picture is called in the editor (the schema's words).
  visa = routes.find((r) => r.template === "visa")!;
  heroLabel = JSON.parse(readFileSync("schema/templates/visa.schema.json", "utf8")).properties.hero["x-label"];
  // A picture no page uses, in the copy of public/ only.
  mkdirSync(dirname(join(editor.publicDir, "." + unused)), { recursive: true });
  writeFileSync(join(editor.publicDir, "." + unused), await png("#2a9d8f"));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});

/** The visa page's form with its top picture's section open. */
async function heroSection(page: Page, lang: "mn" | "en"): Promise<Locator> {
  await page.locator(".sidebar button", { hasText: visa.path }).first().click();
  const summary = page.locator("summary", { hasText: heroLabel[lang] });
  await summary.click();
  return page.locator("details").filter({ has: summary });
}

/** Chooses a file with the "choose a file" button, as with a keyboard. */
async function chooseFile(page: Page, section: Locator, lang: "mn" | "en", file: { name: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    section.getByRole("button", { name: mediaWords[lang].chooseFile }).click(),
  ]);
  await chooser.setFiles({ ...file, mimeType: "image/jpeg" });
}

// In English: the Mongolian interface adds and describes pictures in editor-walkthrough.test.ts.
describe.each([englishView.lang])("pictures in the %s interface", (lang) => {
  const w = mediaWords[lang];
  // One page for both widths: opening the editor is most of the time a test takes.
  it(`at ${editorWidths.join(" and ")} px: the library says where pictures are used, refusals write nothing, a dropped picture is described and saved`, async () => {
    const page = await openEditor(browser, editor, { lang, width: editorWidths[0] });
    try {
      const section = await heroSection(page, lang);
      for (const width of editorWidths) {
        await page.setViewportSize({ width, height: 900 });

        // The library: the visa page's picture is used on it (by its title), the test's picture on no page.
        const current = saved().routes.find((r) => r.path === visa.path)!;
        await section.getByRole("button", { name: current.hero ? w.changePicture : w.choosePicture }).click();
        const library = page.getByRole("dialog", { name: w.library });
        const search = library.getByRole("searchbox", { name: w.search });
        await search.fill("unused-test-picture");
        const card = library.getByRole("listitem");
        await expect.poll(() => card.count()).toBe(1);
        expect(await card.innerText()).toContain(w.unused);
        if (current.hero) {
          await search.fill(current.hero.src.split("/").pop()!);
          await expect.poll(() => card.first().innerText()).toContain(`${w.usedOn} ${visa.title[lang]}`);
          expect(await card.first().innerText()).not.toContain(w.unused);
          // Found by the page it is on too, typed in the page title's other language.
          await search.fill(visa.title.mn);
          await expect.poll(() => card.first().innerText()).toContain(`${w.usedOn} ${visa.title[lang]}`);
        }
        await library.getByRole("button", { name: w.close }).click();
        await expect.poll(() => library.count()).toBe(0);

        // A PHP script named .jpg and a file over the limit: a message in plain words, nothing written.
        const before = publicFiles();
        await chooseFile(page, section, lang, {
          name: "photo.jpg",
          buffer: Buffer.from("<?php system($_GET['c']); ?>"),
        });
        await expect.poll(() => section.getByRole("alert").innerText()).toBe(w.errors["not-a-picture"]());
        // (made in the page: sending 10 MB to the browser would take longer than the test)
        const huge = await page.evaluateHandle((size) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(size)], "huge.jpg", { type: "image/jpeg" }));
          return transfer;
        }, maxUploadBytes + 1);
        await section.getByRole("button", { name: w.chooseFile }).dispatchEvent("drop", { dataTransfer: huge });
        await expect.poll(() => section.getByRole("alert").innerText()).toBe(w.errors["too-large"](10));
        // The server refuses it too when a page sends it anyway.
        const status = await page.evaluate(
          ([path, size]) =>
            fetch(`${path}?name=huge.png`, {
              method: "POST",
              headers: { "content-type": "application/octet-stream" },
              body: new Uint8Array(size as number),
            }).then((r) => r.status),
          [uploadPath, maxUploadBytes + 1],
        );
        expect(status).toBe(413);
        expect(publicFiles()).toEqual(before);

        // A real PNG dropped on the field, named in Mongolian: it asks what the picture shows, in both languages.
        const bytes = await png(width === 1280 ? "#c0392b" : "#1d3557");
        const drop = await page.evaluateHandle(
          ([data, name]) => {
            const transfer = new DataTransfer();
            transfer.items.add(new File([new Uint8Array(data as number[])], name as string, { type: "image/png" }));
            return transfer;
          },
          [[...bytes], `Хилийн боомт ${lang} ${width}.png`],
        );
        await section.getByRole("button", { name: w.chooseFile }).dispatchEvent("drop", { dataTransfer: drop });
        const describe = page.getByRole("dialog", { name: w.describeTitle });
        const confirm = describe.getByRole("button", { name: w.confirm });
        await confirm.waitFor();
        // The dialog opens with the focus in its first description box, not on its Close button.
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("lang"))).toBe("mn");
        expect(await confirm.isDisabled()).toBe(true);
        const alt = { mn: `Хилийн боомт ${width}`, en: `A border crossing ${width}` };
        await describe.getByRole("textbox", { name: w.altMn }).fill(alt.mn);
        expect(await confirm.isDisabled()).toBe(true);
        await describe.getByRole("textbox", { name: w.altEn }).fill(alt.en);
        await confirm.click();
        await section.getByRole("img", { name: w.pictureOf(alt[lang]) }).waitFor();
        // The focus is back on the field's button, not at the top of the page.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(w.changePicture);
        // The preview draws the page with the new picture, loaded (in the preview's language, whichever it is).
        const drawn = page
          .frameLocator(`iframe[title="${previewWords[lang].preview}"]`)
          .locator(`img[alt="${alt.mn}"], img[alt="${alt.en}"]`);
        await expect
          .poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth).catch(() => 0), {
            timeout: 15_000,
          })
          .toBe(64);

        // Saved: the manifest copy names the new file and its description; the file is in the copy of public/ only.
        await page.keyboard.press("Control+S");
        await expect
          .poll(() => saved().routes.find((r) => r.path === visa.path)?.hero, { timeout: 15_000 })
          .toEqual({ src: expect.stringMatching(/^\/images\/visas\/khiliin-boomt-[a-z]+-\d+(-\d+)?\.png$/), alt });
        const { src } = saved().routes.find((r) => r.path === visa.path)!.hero!;
        expect(readFileSync(join(editor.publicDir, "." + src)).equals(bytes)).toBe(true);
        expect(existsSync(join("public", "." + src))).toBe(false);
      }
    } finally {
      await page.close();
    }
  }, 90_000);
});

it("a picture no page uses is removed from the library, kept to be brought back; one the saved site shows stays", async () => {
  const { lang, width } = mongolianView;
  const w = mediaWords[lang];
  const name = "passport-scan.png";
  const src = `/images/uploads/${name}`;
  const file = join(editor.publicDir, "." + src);
  const removedPictures = join(dirname(editor.file), ".manifest-backups", "removed-pictures");
  writeFileSync(file, await png("#6d597a"));
  const page = await openEditor(browser, editor, { lang, width });
  try {
    const section = await heroSection(page, lang);
    const current = saved().routes.find((r) => r.path === visa.path)!;
    const openLibrary = async () => {
      await section.getByRole("button", { name: current.hero ? w.changePicture : w.choosePicture }).click();
      const library = page.getByRole("dialog", { name: w.library });
      await library.getByRole("searchbox", { name: w.search }).fill(name);
      await expect.poll(() => library.getByRole("listitem").count()).toBe(1);
      return library;
    };
    let library = await openLibrary();

    // Removed: gone from public/ (so never published), kept beside the manifest's backups; the focus on "bring it back".
    await library.getByRole("button", { name: w.discardName(name) }).click();
    await expect.poll(() => library.getByRole("status").innerText()).toContain(w.discarded(name));
    await expect.poll(() => library.getByRole("listitem").count()).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(removedPictures, { recursive: true }).map(String)).toContainEqual(
      expect.stringMatching(new RegExp(`/images/uploads/${name}$`)),
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(w.bringBack);

    // Brought back by the keyboard: the file is where it was, the picture in the library again.
    await page.keyboard.press("Enter");
    await expect.poll(() => library.getByRole("status").innerText()).toBe(w.broughtBack(name));
    await expect.poll(() => library.getByRole("listitem").count()).toBe(1);
    expect(existsSync(file)).toBe(true);

    // A picture the saved site shows (here saved by another tab meanwhile) stays, and the author is told why.
    await library.getByRole("button", { name: w.close }).click();
    const other = saved();
    other.routes.find((r) => r.path === visa.path)!.hero!.src = src;
    writeFileSync(editor.file, JSON.stringify(other, null, 2));
    library = await openLibrary();
    await library.getByRole("button", { name: w.discardName(name) }).click();
    await expect.poll(() => library.getByRole("alert").innerText()).toBe(w.discardInUse);
    expect(existsSync(file)).toBe(true);

    // The page's own picture, used here, has no way to be removed.
    await library.getByRole("searchbox", { name: w.search }).fill(current.hero!.src.split("/").pop()!);
    await expect.poll(() => library.getByRole("listitem").first().innerText()).toContain(w.usedOn);
    expect(await library.getByRole("button", { name: w.discard }).count()).toBe(0);
  } finally {
    await page.close();
  }
}, 60_000);
