import { expect, it } from "vitest";
import { hydrated, openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const visa = manifest.routes.find((r) => r.path === "/services/student")!;
const about = manifest.routes.find((r) => r.path === "/about")!;
const h1 = (page: import("playwright-core").Page) => page.locator("h1").textContent();

it("the language switch keeps the page, and the choice is remembered on the next visit", async () => {
  const { page, trouble } = await openPage(site, "/services/student");
  await page.getByRole("banner").getByRole("link", { name: manifest.interface["lang.switch"].mn, exact: true }).click();
  await page.waitForURL(`${site.base}/en/services/student`);
  await expect.poll(() => h1(page), { message: "/en/services/student (en) after the switch: h1" }).toBe(visa.title.en);
  expect(await page.getAttribute("html", "lang"), "/services/student → /en/services/student: <html lang>").toBe("en");
  expect(await page.title()).toContain(visa.title.en);

  // A later visit from elsewhere to a Mongolian page lands on its English version.
  const next = await page.context().newPage();
  await next.goto(`${site.base}/about`);
  await next.waitForURL(`${site.base}/en/about`);
  await hydrated(next);
  await expect.poll(() => h1(next), { message: "/about visited after choosing English: h1" }).toBe(about.title.en);

  // Switching back is remembered the same way.
  await next.getByRole("banner").getByRole("link", { name: manifest.interface["lang.switch"].en, exact: true }).click();
  await next.waitForURL(`${site.base}/about`);
  await expect.poll(() => next.getAttribute("html", "lang"), { message: "/en/about → /about: <html lang>" }).toBe("mn");
  await next.goto(`${site.base}/en/services/student`);
  await next.waitForURL(`${site.base}/services/student`);
  await expect
    .poll(() => h1(next), { message: "/en/services/student visited after choosing Mongolian: h1" })
    .toBe(visa.title.mn);
  expect(trouble.all()).toEqual([]);
  await page.close();
});
