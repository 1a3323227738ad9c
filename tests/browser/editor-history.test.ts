import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { backup, backupPath, listBackups } from "../../src/authoring/history.server";
import { whenLabel, whenLabels } from "../../src/authoring/when";
import { placeWords } from "../../editor/app/form/place-words";
import { words } from "../../editor/app/words";
import { formSchemas } from "../../editor/form-schemas.server";
import { launchBrowser } from "./browser";
import { startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let page: Page;
let original: string;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
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
}, 90_000);
afterEach(async () => {
  await page?.close();
});

const open = async () => {
  await page.goto(editor.signIn);
  await Promise.race([
    page.locator(".sidebar").waitFor({ timeout: 60_000 }),
    page.getByRole("heading", { name: "The site data cannot be opened" }).waitFor({ timeout: 60_000 }),
  ]);
};
/** The history panel; a button named History shows it where the editor keeps it folded away. */
async function history() {
  const panel = page.getByRole("region", { name: "History" });
  if (!(await panel.isVisible())) await page.getByRole("button", { name: "History", exact: true }).click();
  await panel.getByRole("listitem").first().waitFor({ timeout: 30_000 });
  return panel;
}
/** The manifest's text with a comma taken out halfway down, and where the parser stops: the next line. */
function withoutComma() {
  const lines = original.split("\n");
  const index = lines.findIndex(
    (line, i) => i > lines.length / 2 && /^\s*"[^"]+": "[^"]*",$/.test(line) && /^\s*"/.test(lines[i + 1]),
  );
  lines[index] = lines[index].slice(0, -1);
  const next = lines[index + 1];
  return { text: lines.join("\n"), line: index + 2, column: next.length - next.trimStart().length + 1 };
}

it("a saved change is listed in the history with what it changed, and restoring the version before it brings the file back, keeping the current one", async () => {
  await open();
  await page.getByRole("button", { name: "Site settings" }).click();
  await page.locator("#root_contact_email").fill("hello@erdem-consulting.mn");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page
    .getByRole("status")
    .filter({ hasText: /^Saved/ })
    .first()
    .waitFor({ timeout: 30_000 });
  const edited = readFileSync(editor.file, "utf8");

  const panel = await history();
  const [saved, ...older] = listBackups(editor.file);
  const [when] = whenLabels([saved, ...older].map((b) => b.when));
  const row = panel.getByRole("listitem").filter({ has: page.locator(`time[datetime="${saved.when}"]`) });
  // The field is named as its form names it, not by the manifest's keys.
  const named = placeWords(formSchemas("schema"), JSON.parse(edited), "/settings/contact/email", "en", words.en);
  expect(named.startsWith(`${words.en.settings} › `)).toBe(true);
  expect(await row.textContent()).toContain(named);
  expect(await row.textContent()).not.toContain("settings › contact › email");
  // With what the text was and is.
  const email = JSON.parse(original).settings.contact.email;
  expect(await row.textContent()).toContain(`${named}${words.en.valueChange(email, "hello@erdem-consulting.mn")}`);
  await row.getByRole("button", { name: `Restore the version of ${when}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Restore the version of ${when}` });
  expect(await confirm.textContent()).toContain(
    `Restore the version of ${when}? Your current version is kept in the history.`,
  );
  expect(readFileSync(editor.file, "utf8")).toBe(edited);
  // The question has the focus, on the answer that changes nothing.
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  await expect.poll(focused).toBe("Cancel");
  // Escape takes the question back, and leaves the panel open, the focus back on the version's button.
  await page.keyboard.press("Escape");
  await confirm.waitFor({ state: "detached" });
  expect(await panel.isVisible()).toBe(true);
  expect(
    await row
      .getByRole("button", { name: `Restore the version of ${when}` })
      .evaluate((b) => b === document.activeElement),
  ).toBe(true);
  await row.getByRole("button", { name: `Restore the version of ${when}` }).click();
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();

  await expect.poll(() => readFileSync(editor.file, "utf8"), { timeout: 30_000 }).toBe(original);
  const kept = listBackups(editor.file)[0];
  expect(readFileSync(backupPath(editor.file, kept.id), "utf8")).toBe(edited);
  // The editor shows the restored file, and its history the version it replaced.
  await expect
    .poll(
      () =>
        page
          .getByRole("listitem")
          .filter({ has: page.locator(`time[datetime="${kept.when}"]`) })
          .count(),
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  // That change is named as the restore it was.
  expect(
    await page
      .getByRole("listitem")
      .filter({ has: page.locator(`time[datetime="${kept.when}"]`) })
      .locator("summary")
      .textContent(),
  ).toMatch(/^Restored the version of .+ · /);
  // Escape in the panel folds it away, the focus back on its button.
  await panel
    .getByRole("button", { name: /^Restore the version of / })
    .first()
    .focus();
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });
  const button = page.getByRole("button", { name: "History", exact: true });
  expect(await button.evaluate((b) => [document.activeElement === b, b.getAttribute("aria-pressed")])).toEqual([
    true,
    "false",
  ]);
  await page.getByRole("button", { name: "Site settings" }).click();
  await expect
    .poll(() => page.locator("#root_contact_email").inputValue(), { timeout: 30_000 })
    .toBe(JSON.parse(original).settings.contact.email);
}, 120_000);

it("a manifest with a JSON mistake opens as text with the caret at the mistake; fixed there and saved, the editor opens it", async () => {
  const broken = withoutComma();
  writeFileSync(editor.file, broken.text);
  await open();
  const problems = page.getByRole("list", { name: "Problems" });
  expect(await problems.textContent()).toContain(
    `Line ${broken.line}, column ${broken.column}: a comma is missing before this`,
  );
  const text = page.getByRole("textbox", { name: "The site data as text" });
  const caret = await text.evaluate((area: HTMLTextAreaElement) => ({
    focused: document.activeElement === area,
    at: area.selectionStart,
  }));
  const lines = broken.text.split("\n");
  const offset = lines.slice(0, broken.line - 1).join("\n").length + 1 + broken.column - 1;
  expect(caret).toEqual({ focused: true, at: offset });
  // The mistake's line is marked, and in view.
  const [mark, box] = await Promise.all([
    page.locator(".recovery-mark").boundingBox(),
    page.locator(".recovery-text").boundingBox(),
  ]);
  expect(mark!.y).toBeGreaterThanOrEqual(box!.y);
  expect(mark!.y + mark!.height).toBeLessThanOrEqual(box!.y + box!.height);

  await page.keyboard.type(",");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.locator(".sidebar").waitFor({ timeout: 30_000 });
  expect(JSON.parse(readFileSync(editor.file, "utf8"))).toEqual(JSON.parse(original));
  expect(listBackups(editor.file)[0]).toMatchObject({ readable: false });
}, 120_000);

it("a manifest that cannot be parsed is replaced by its last good version in one click, the broken one kept", async () => {
  const broken = withoutComma();
  backup(editor.file, broken.text);
  writeFileSync(editor.file, broken.text);
  await open();
  const good = listBackups(editor.file)[0];
  await page.getByRole("button", { name: `Restore the last good version (${whenLabel(good.when)})` }).click();
  await page.locator(".sidebar").waitFor({ timeout: 30_000 });
  expect(readFileSync(editor.file, "utf8")).toBe(original);
  expect(listBackups(editor.file)[0]).toMatchObject({ readable: false });
  expect(readFileSync(backupPath(editor.file, listBackups(editor.file)[0].id), "utf8")).toBe(broken.text);
}, 120_000);
