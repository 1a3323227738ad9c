import { expect, it } from "vitest";
import { openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const text = manifest.interface;
const { contact } = manifest.settings;

it("the consultation dialog of /en/about shows the contacts, traps focus, closes on Esc and returns focus to its button", async () => {
  const { page, trouble } = await openPage(site, "/en/about", { viewport: { width: 1280, height: 800 } });
  const opener = page.getByRole("banner").getByRole("button", { name: text["header.consult"].en });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: text["dialog.title"].en });
  await dialog.waitFor();
  for (const phone of contact.phones)
    expect(await dialog.textContent(), `/en/about (en): the dialog does not show ${phone}`).toContain(phone);
  expect(await dialog.textContent()).toContain(contact.email);
  expect(await dialog.textContent()).toContain(contact.address.en);
  const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
  expect(await insideDialog(), "/en/about (en): the focus is not in the dialog once it opens").toBe(true);
  for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await insideDialog(), `/en/about (en): ${key} moved the focus out of the open dialog`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  // The dialog gives the focus back in a task of its own, once it has gone.
  await expect
    .poll(() => opener.evaluate((e) => e === document.activeElement), {
      message: "/en/about (en): after Esc the focus is not back on the consultation button",
    })
    .toBe(true);
  await opener.click();
  await dialog.getByRole("button", { name: text["dialog.close"].en }).click();
  await dialog.waitFor({ state: "detached" });
  expect(trouble.all()).toEqual([]);
  await page.close();
});

it("the dialog's links to the office's social networks open their pages in a new tab", async () => {
  const { page, trouble } = await openPage(site, "/", { viewport: { width: 1280, height: 800 } });
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
