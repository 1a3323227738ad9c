import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishWords } from "../../editor/app/publish/words";
import { words } from "../../editor/app/words";
import { launchBrowser } from "./browser";
import { editorLangs, editorWidths, englishView, openEditor, startEditor, type EditorServer } from "./editor-server";

// The Publish button, as an author uses it: one click builds the site with a progress bar, reports
// problems in plain words, runs the upload the settings name, and records the version in git.
let browser: Browser;
let editor: EditorServer;
let original: string;
let folder: string;

const git = (...args: string[]) => spawnSync("git", args, { cwd: folder, encoding: "utf8" });
/** The manifest copy with `change` made to its settings, written before the editor opens it. */
function writeSettings(change: (settings: Record<string, unknown>) => void) {
  const manifest = JSON.parse(original);
  change(manifest.settings);
  writeFileSync(editor.file, JSON.stringify(manifest, null, 2) + "\n");
}

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
  folder = dirname(editor.file);
  // The copy's folder is a git repository of its own, so that the version can be recorded.
  git("init", "-q");
  git("config", "user.name", "Author");
  git("config", "user.email", "author@example.mn");
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
});

async function openPublish(page: Page, lang: "mn" | "en") {
  const w = publishWords[lang];
  await page.getByRole("button", { name: w.publish, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: w.title });
  await dialog.waitFor();
  return { dialog, w };
}

// The dialog is checked in each language, at the width the other language is driven at, without
// building; a build is run in English here and in Mongolian by editor-walkthrough.test.ts (a build
// is the costliest thing a browser test does).
describe.each(editorLangs)("publishing in the %s interface", (lang) => {
  const other = lang === "mn" ? editorWidths[1] : editorWidths[0];
  it(`at ${other} px: the dialog fits the window and says what will happen, in plain words`, async () => {
    writeSettings((settings) => {
      settings.publish = { command: "true" };
    });
    const page = await openEditor(browser, editor, { lang, width: other });
    try {
      const { dialog, w } = await openPublish(page, lang);
      await expect.poll(() => dialog.getByText(w.withUpload).count()).toBe(1);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(other);
      for (const name of [w.start, w.close])
        expect(await dialog.getByRole("button", { name, exact: true }).isVisible()).toBe(true);
      expect(await dialog.innerText()).not.toMatch(/\btrue\b|SITE_BUILD|\bgit\b|build\/client/);
    } finally {
      await page.close();
    }
  });
});

describe.each([englishView])("publishing in the $lang interface", ({ lang, width }) => {
  it(`at ${width} px: saves, builds with progress, uploads and records the version`, async () => {
    const host = join(folder, `host-${lang}-${width}`);
    writeSettings((settings) => {
      settings.publish = { command: `cp -R "$SITE_BUILD" "${host}"` };
    });
    const page = await openEditor(browser, editor, { lang, width });
    try {
      const { dialog, w } = await openPublish(page, lang);
      await expect.poll(() => dialog.getByText(w.withUpload).count()).toBe(1);
      // Nothing in the dialog is a command, a file path or a program's name.
      expect(await dialog.innerText()).not.toMatch(/cp -R|SITE_BUILD|\bgit\b|build\/client/);
      await dialog.getByRole("checkbox", { name: w.record }).check();
      await dialog.getByRole("button", { name: w.start, exact: true }).click();
      await expect.poll(() => dialog.getByText(w.recordMessageMissing).count()).toBe(1);
      const message = `${w.publish} ${width}`;
      await dialog.getByRole("textbox", { name: w.recordMessage }).fill(message);
      await dialog.getByRole("button", { name: w.start, exact: true }).click();
      const progress = dialog.getByRole("progressbar", { name: w.progress });
      await progress.waitFor();
      await dialog.getByText(w.uploaded).waitFor({ timeout: 120_000 });
      expect(await progress.evaluate((p: HTMLProgressElement) => p.value)).toBe(1);
      const routes = (JSON.parse(original) as { routes: { status?: string }[] }).routes;
      const drafts = routes.filter((r) => r.status === "draft").length;
      // The pages built: every page in both languages but the drafts, plus the site's own (blog lists, 404 …).
      const built = Number(/\d+/.exec((await dialog.getByText(/^\d+ /).first().innerText()) ?? "")?.[0]);
      expect(built).toBeGreaterThanOrEqual((routes.length - drafts) * 2);
      expect(existsSync(join(host, "index.html"))).toBe(true);
      expect(existsSync(join(host, "en", "index.html"))).toBe(true);
      await dialog.getByText(w.recorded).or(dialog.getByText(w.nothingToRecord)).first().waitFor();
      expect(git("log", "--format=%s").stdout).toMatch(new RegExp(`^${message}$`, "m"));
      // Closed, the dialog gives the focus back to the button that opened it.
      await dialog.getByRole("button", { name: w.close }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(w.publish);
    } finally {
      await page.close();
    }
  }, 180_000);
});

describe.each(editorLangs)("a manifest with problems, in the %s interface", (lang) => {
  it("is not built: its problems are listed in plain words and lead to their field", async () => {
    const manifest = JSON.parse(original);
    delete manifest.settings.publish;
    // A saved file with a problem (the site's address) that the author must fix before publishing.
    manifest.settings.baseUrl = "example";
    writeFileSync(editor.file, JSON.stringify(manifest, null, 2) + "\n");
    const page = await openEditor(browser, editor, { lang, width: editorWidths[0] });
    try {
      const { dialog, w } = await openPublish(page, lang);
      await expect.poll(() => dialog.getByText(w.withoutUpload).count()).toBe(1);
      await dialog.getByRole("button", { name: w.start, exact: true }).click();
      await dialog.getByText(w.problems).waitFor({ timeout: 60_000 });
      const problem = dialog.locator(".publish-results button").first();
      const text = await problem.innerText();
      expect(text).not.toMatch(/\/settings\/|baseUrl|JSON/);
      if (lang === "mn") expect(text).toMatch(/[А-Яа-яӨөҮү]/);
      // Named where it is, as the problems bar names it; the publication said to have stopped, no step under way.
      expect(text.startsWith(`${words[lang].settings} — `)).toBe(true);
      await expect.poll(() => dialog.getByRole("status").innerText()).toBe(w.stopped);
      expect(await dialog.getByRole("progressbar").count()).toBe(0);
      // Nothing was built.
      expect(await dialog.getByText(w.stages.built).count()).toBe(0);
      await problem.click();
      await dialog.waitFor({ state: "hidden" });
    } finally {
      await page.close();
    }
  }, 120_000);

  it("with problems in unsaved edits: saves nothing, asks nothing behind the dialog, and lists them there", async () => {
    writeFileSync(editor.file, original);
    const page = await openEditor(browser, editor, { lang, width: editorWidths[0] });
    try {
      await page.getByRole("button", { name: words[lang].settings }).click();
      await page.locator("#root_baseUrl").fill("example");
      const { dialog, w } = await openPublish(page, lang);
      await dialog.getByRole("button", { name: w.start, exact: true }).click();
      await dialog.getByText(w.problems).waitFor({ timeout: 60_000 });
      expect(await dialog.locator(".publish-results button").first().innerText()).toMatch(
        new RegExp(`^${words[lang].settings} — `),
      );
      expect(await dialog.getByText(w.notSaved).count()).toBe(0);
      expect(readFileSync(editor.file, "utf8")).toBe(original);
      // The question to save anyway is not waiting behind the dialog.
      await dialog.getByRole("button", { name: w.close }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(await page.locator(".banner").filter({ hasText: words[lang].saveAnyway }).count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 120_000);
});
