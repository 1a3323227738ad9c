import { typeset } from "../../src/content/typography";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, openPage, siteForSuite, withoutBlockedScripts } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const text = manifest.interface;
const { contact } = manifest.settings;
const desktop = { viewport: { width: 1280, height: 800 } };

const insideDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
const pageLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

it("the consultation dialog of /en/about shows the contacts, keeps the focus, closes on Esc, its button and its backdrop, and returns focus to its button", async () => {
  const { page, trouble } = await openPage(site, "/en/about", desktop);
  const opener = page.getByRole("banner").getByRole("button", { name: text["header.consult"].en });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: text["dialog.title"].en });
  await dialog.waitFor();
  for (const phone of contact.phones)
    expect(await dialog.textContent(), `/en/about (en): the dialog does not show ${phone}`).toContain(phone);
  expect(await dialog.textContent()).toContain(contact.email);
  expect(await dialog.textContent()).toContain(typeset(contact.address.en));
  expect(await insideDialog(page), "/en/about (en): the focus is not in the dialog once it opens").toBe(true);
  expect(await pageLocked(page), "/en/about (en): the page behind the open dialog scrolls").toBe(true);
  for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await insideDialog(page), `/en/about (en): ${key} moved the focus out of the open dialog`).toBe(true);
  }
  const focusBack = async (how: string) => {
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => opener.evaluate((e) => e === document.activeElement), {
        message: `/en/about (en): after ${how} the focus is not back on the consultation button`,
      })
      .toBe(true);
    expect(await pageLocked(page), `/en/about (en): the page stays locked after ${how}`).toBe(false);
  };
  await page.keyboard.press("Escape");
  await focusBack("Esc");
  await opener.click();
  await dialog.getByRole("button", { name: text["dialog.close"].en }).click();
  await focusBack("the close button");
  await opener.click();
  await dialog.waitFor();
  // The backdrop: a corner of the window, outside the dialog's box.
  await page.mouse.click(5, 5);
  await focusBack("a click on the backdrop");
  expect(trouble.all()).toEqual([]);
  await page.close();
});

it("the dialog's links to the office's social networks open their pages in a new tab", async () => {
  const { page, trouble } = await openPage(site, "/", desktop);
  // The networks' sites are not reached from a test: each answers with a blank page.
  await page.context().route(
    (url) => url.origin !== new URL(site.base).origin,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>network</title>" }),
  );
  await page.getByRole("banner").getByRole("button", { name: text["header.consult"].mn }).click();
  const dialog = page.getByRole("dialog", { name: text["dialog.title"].mn });
  for (const social of contact.social) {
    const link = dialog.locator(`a[href="${social.url}"]`);
    expect(await link.getAttribute("target"), `/ (mn): the ${social.network} link does not open a new tab`).toBe(
      "_blank",
    );
    expect(await link.getAttribute("rel")).toContain("noopener");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await tab.waitForURL(social.url);
    expect(page.url(), `/ (mn): the ${social.network} link replaced the site's page`).toBe(site.base + "/");
    await tab.close();
  }
  expect(trouble.all()).toEqual([]);
  await page.close();
});

it.for([
  ["/", "mn", 320],
  ["/en/about", "en", 375],
] as const)(
  "on a %s (%s) phone %i px wide the consultation button is in the header's bar, without opening the menu, and opens the dialog",
  async ([path, lang, width]) => {
    const { page, trouble } = await openPage(site, path, {
      viewport: { width, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const at = `${path} (${lang}) at ${width} px`;
    const opener = page.getByRole("banner").getByRole("button", { name: text["header.consult"][lang] });
    expect(await opener.isVisible(), `${at}: the consultation button is not in view`).toBe(true);
    expect(
      await page.getByRole("navigation").isVisible(),
      `${at}: the menu is open before the consultation button is pressed`,
    ).toBe(false);
    await opener.click();
    const dialog = page.getByRole("dialog", { name: text["dialog.title"][lang] });
    await dialog.waitFor();
    expect(await dialog.textContent(), `${at}: the dialog does not show the e-mail`).toContain(contact.email);
    await dialog.getByRole("button", { name: text["dialog.close"][lang] }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(trouble.all()).toEqual([]);
    await page.close();
  },
);

it("on a short phone screen the dialog's close button stays in its corner, in reach, however far its contents are scrolled", async () => {
  const { page, trouble } = await openPage(site, "/", {
    viewport: { width: 320, height: 480 },
    isMobile: true,
    hasTouch: true,
  });
  await page.getByRole("banner").getByRole("button", { name: text["header.consult"].mn }).click();
  const dialog = page.getByRole("dialog", { name: text["dialog.title"].mn });
  await dialog.waitFor();
  const close = dialog.getByRole("button", { name: text["dialog.close"].mn });
  const before = await close.boundingBox();
  // A finger's swipe over the contents, to their end.
  const box = (await dialog.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 5000);
  // Scrolled once its last link is inside the dialog's box.
  const last = dialog.locator(`a[href="${contact.social.at(-1)!.url}"]`);
  await expect.poll(async () => (await last.boundingBox())!.y).toBeLessThanOrEqual(box.y + box.height);
  const after = (await close.boundingBox())!;
  expect(after, "/ (mn) at 320 × 480: the close button moved as the dialog's contents scrolled").toEqual(before);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"),
    { x: after.x + after.width / 2, y: after.y + after.height / 2 },
  );
  expect(hit, "/ (mn) at 320 × 480: the close button is covered").toBe(text["dialog.close"].mn);
  await close.tap();
  await dialog.waitFor({ state: "hidden" });
  expect(trouble.all()).toEqual([]);
  await page.close();
});

describe("without JavaScript", () => {
  it("the consultation button opens the dialog, which keeps the page behind it out of reach and closes", async () => {
    const { page, trouble } = await newPage(site, { ...desktop, javaScriptEnabled: false });
    await page.goto(site.base + "/en/about");
    const opener = page.getByRole("banner").getByRole("button", { name: text["header.consult"].en });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: text["dialog.title"].en });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(contact.email);
    expect(await pageLocked(page), "/en/about (en) without JavaScript: the page behind the dialog scrolls").toBe(true);
    // Tab may pass through the browser's own controls (the document's body, here), never the page.
    for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(
          () => Boolean(document.activeElement?.closest("dialog")) || document.activeElement === document.body,
        ),
        `/en/about (en) without JavaScript: ${key} moved the focus onto the page behind the dialog`,
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await opener.click();
    await dialog.getByRole("button", { name: text["dialog.close"].en }).click();
    await dialog.waitFor({ state: "hidden" });
    await opener.click();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: "hidden" });
    expect(withoutBlockedScripts(trouble.all())).toEqual([]);
    await page.close();
  });
});
