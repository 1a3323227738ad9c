import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { formSchemas } from "../../editor/form-schemas.server";
import { labelOf, type Node } from "../../editor/app/form/labels";
import { groupOf, interfaceGroups } from "../../editor/app/form/interface-groups";
import { formWords } from "../../editor/app/form/words";
import { words } from "../../editor/app/words";
import { launchBrowser } from "./browser";
import { editorViews, englishView, openEditor, startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let manifest: SiteManifest;
const schemas = formSchemas("schema");

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  manifest = JSON.parse(readFileSync(editor.file, "utf8")) as SiteManifest;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});

type Route = SiteManifest["routes"][number];
const visa = () => manifest.routes.find((r) => r.template === "visa") as Extract<Route, { template: "visa" }>;
const home = () => manifest.routes.find((r) => r.path === "/") as Extract<Route, { template: "page" }>;
const openPage = (page: Page, path: string) =>
  page
    .locator(".sidebar li button")
    .filter({ hasText: new RegExp(`^${path.replace(/\//g, "\\/")}(?![a-z-])`) })
    .first()
    .click();
/** The texts an author reads as captions: labels, legends and section headings (not problem badges). */
const captions = (page: Page) =>
  page
    .locator("main.form")
    .locator("label, legend, summary")
    .evaluateAll((all) =>
      all.map((e) => {
        const copy = e.cloneNode(true) as Element;
        copy.querySelectorAll(".badge").forEach((b) => b.remove());
        return copy.textContent!.trim();
      }),
    );
const properties = (template: string) =>
  Object.entries((schemas.templates[template] as { properties: Record<string, Node> }).properties).filter(
    ([name]) => !["path", "template", "status"].includes(name),
  );

describe.each(editorViews)("the forms in $lang at $width px", ({ lang, width }) => {
  it("label a visa page's fields by their x-label, mark only required ones, show every text whole, and keep beside the preview", async () => {
    const page = await openEditor(browser, editor, { lang, width });
    try {
      await openPage(page, visa().path);
      await page.locator("#root_title_mn").waitFor();
      const seen = await captions(page);
      const required = new Set((schemas.templates.visa as { required: string[] }).required);
      for (const [name, schema] of properties("visa")) {
        const caption = labelOf(schema, lang, name)!;
        // A caption shows as written, followed by the required mark only where the schema requires it.
        expect(seen, caption).toContain(required.has(name) ? `${caption}*` : caption);
      }
      // Nothing internal: no type names, no numbered list names, no field ids, no bare language codes.
      for (const text of seen) {
        expect(text).not.toMatch(/VisaPage|VisaCallToAction|^[a-z]+-\d+\*?$|root_|^(mn|en)\*?$|JSON/i);
      }
      // The two halves of a text are named by their language and never marked as required on their own.
      const halves = page.locator("main.form label[for$='_mn'], main.form label[for$='_en']");
      expect(await halves.count()).toBeGreaterThan(0);
      expect(await halves.locator(".required").count()).toBe(0);
      expect(await page.locator("label[for='root_title_mn']").textContent()).toBe(formWords[lang].mn);
      expect(await page.locator("label[for='root_title_en']").textContent()).toBe(formWords[lang].en);
      // The mark is explained once.
      await expect.poll(() => page.getByText(formWords[lang].requiredNote).count()).toBe(1);
      // Every text box shows all of its text, at least one whole line.
      const boxes = await page.locator("main.form textarea:visible").evaluateAll((all) =>
        all.map((e) => ({
          id: e.id,
          scroll: e.scrollHeight,
          client: e.clientHeight,
          line: parseFloat(getComputedStyle(e).lineHeight),
        })),
      );
      // Only the form scrolls: the editor's frame (toolbar, page list, preview) stays where it is.
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
      expect(boxes.length).toBeGreaterThan(5);
      for (const box of boxes) {
        expect(box.scroll, box.id).toBeLessThanOrEqual(box.client + 1);
        expect(box.client, box.id).toBeGreaterThanOrEqual(box.line);
      }

      // The home page's blocks: the form stays beside the preview, each block headed by its kind.
      await openPage(page, "/");
      await page.locator("#root_blocks_0").first().waitFor();
      await page.locator(".preview").waitFor();
      const layout = await page.evaluate(() => {
        const form = document.querySelector("main.form")!;
        const preview = document.querySelector(".preview")!.getBoundingClientRect();
        const right = Math.max(...[...form.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right));
        return {
          formRight: form.getBoundingClientRect().right,
          contentRight: right,
          previewLeft: preview.left,
          fits: form.scrollWidth <= form.clientWidth,
        };
      });
      expect(layout.formRight).toBeLessThanOrEqual(layout.previewLeft);
      expect(layout.contentRight).toBeLessThanOrEqual(layout.previewLeft);
      expect(layout.fits).toBe(true);
      const blockSchemas = (
        schemas.templates.page as { properties: { blocks: { items: { oneOf: Node[] } } } }
      ).properties.blocks.items.oneOf.map((option) => option as Node & { properties: { type: { const: string } } });
      const blocks = home().blocks;
      for (const [i, block] of blocks.entries()) {
        const option = blockSchemas.find((o) => o.properties.type.const === block.type)!;
        const legend = await page.locator(`fieldset#root_blocks_${i} > legend`).first().textContent();
        expect(legend).toMatch(new RegExp(`^${labelOf(option, lang)!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      }

      // Each block's kind is a named choice; another kind for a block with texts asks first.
      const kinds = page.getByLabel(formWords[lang].sectionKind, { exact: true });
      expect(await kinds.count()).toBe(blocks.length);
      const kind = kinds.first();
      const was = await kind.inputValue();
      const other = await kind
        .locator("option")
        .evaluateAll(
          (all, was) => all.find((o) => (o as HTMLOptionElement).value !== was)!.getAttribute("value")!,
          was,
        );
      const text = page.locator("#root_blocks_0 textarea").first();
      const written = await text.inputValue();
      await kind.selectOption(other);
      const ask = page.getByRole("alertdialog", { name: formWords[lang].sectionKind });
      await ask.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => ask.count()).toBe(0);
      expect(await kind.inputValue()).toBe(was);
      expect(await text.inputValue()).toBe(written);
      await kind.selectOption(other);
      await ask.getByRole("button", { name: formWords[lang].changeKind }).click();
      await expect.poll(() => kind.inputValue()).toBe(other);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await kind.getAttribute("id"));
    } finally {
      await page.close();
    }
  }, 90_000);
});

describe.each([englishView])("in $lang at $width px", ({ lang, width }) => {
  it("the government fee is a card found from the contents list, and editing it changes the manifest", async () => {
    const page = await openEditor(browser, editor, { lang, width });
    const original = readFileSync(editor.file, "utf8");
    try {
      const route = visa();
      const index = manifest.routes.indexOf(route);
      const stats = route.stats;
      const i = Math.max(
        0,
        stats.findIndex((s) => /government/i.test(s.label.en)),
      );
      await openPage(page, route.path);
      const statsSchema = (schemas.templates.visa as { properties: { stats: Node } }).properties.stats;
      await page
        .getByRole("navigation", { name: formWords[lang].contents })
        .getByRole("link", { name: labelOf(statsSchema, lang, "stats") })
        .click();
      const card = page.getByRole("group", { name: stats[i].label[lang], exact: true });
      await expect.poll(() => card.isVisible()).toBe(true);
      // After one jump the card's heading is on the screen.
      const box = (await card.locator("legend").first().boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      const fee = stats[i].value.en === "$999" ? "$998" : "$999";
      await card.locator(`#root_stats_${i}_value_en`).fill(fee);
      await card.locator(`#root_stats_${i}_value_mn`).fill(fee);
      await page.keyboard.press("Control+s");
      await expect
        .poll(() => JSON.parse(readFileSync(editor.file, "utf8")).routes[index].stats[i].value, { timeout: 30_000 })
        .toEqual({ mn: fee, en: fee });

      // Interface words: one row per key, the key read-only, both languages editable, a search filters.
      await page.locator(".sidebar").getByRole("button", { name: words[lang].interface }).click();
      const keys = Object.keys(manifest.interface);
      const rows = page.locator(".interface-words tbody tr:not(.interface-group)");
      await expect.poll(() => rows.count()).toBe(keys.length);
      const [key] = keys;
      // The key is shown once, as a label, and cannot be typed into.
      const row = rows.filter({
        has: page.locator(".interface-key", { hasText: new RegExp(`^${key.replace(/\./g, "\\.")}$`) }),
      });
      expect(await row.count()).toBe(1);
      expect(await row.locator("input, textarea").count()).toBe(2);
      // Under a heading saying where on the site its group of words appears.
      expect(await row.locator("xpath=../tr[1]").textContent()).toBe(interfaceGroups[lang][groupOf(key)]);
      expect(await page.locator("main.form").getByText(key, { exact: true }).count()).toBe(1);
      await expect.poll(() => row.locator("textarea").first().inputValue()).toBe(manifest.interface[key].mn);
      expect(await row.locator("textarea").nth(1).inputValue()).toBe(manifest.interface[key].en);
      await page.getByLabel(formWords[lang].search, { exact: true }).fill(key);
      const matching = keys.filter((k) =>
        [k, manifest.interface[k].mn, manifest.interface[k].en].some((t) =>
          t.toLowerCase().includes(key.toLowerCase()),
        ),
      );
      await expect.poll(() => rows.count()).toBe(matching.length);
    } finally {
      await page.close();
      writeFileSync(editor.file, original);
    }
  }, 90_000);
});
