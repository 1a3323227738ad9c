import { typeset } from "../../src/content/typography";
import { expect, it } from "vitest";
import { isDraft } from "../../src/routes/status";
import { enhanced, openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const visa = manifest.routes.find((r) => r.template === "visa" && !isDraft(r))!;
// A page of another template, whose h1 is its title as well.
const other = manifest.routes.find((r) => r.template !== "page" && r.template !== "visa" && !isDraft(r))!;
const h1 = (page: import("playwright-core").Page) => page.locator("h1").textContent();

it("the language switch keeps the page, and the choice is remembered on the next visit", async () => {
  const { page, trouble } = await openPage(site, visa.path);
  await page.getByRole("banner").getByRole("link", { name: manifest.interface["lang.switch"].mn, exact: true }).click();
  await page.waitForURL(`${site.base}/en${visa.path}`);
  await expect
    .poll(() => h1(page), { message: `/en${visa.path} (en) after the switch: h1` })
    .toBe(typeset(visa.title.en));
  expect(await page.getAttribute("html", "lang"), `${visa.path} → /en${visa.path}: <html lang>`).toBe("en");
  expect(await page.title()).toContain(visa.title.en);

  // A later visit from elsewhere to a Mongolian page lands on its English version.
  const next = await page.context().newPage();
  await next.goto(`${site.base}${other.path}`);
  await next.waitForURL(`${site.base}/en${other.path}`);
  await enhanced(next);
  await expect
    .poll(() => h1(next), { message: `${other.path} visited after choosing English: h1` })
    .toBe(typeset(other.title.en));

  // Switching back is remembered the same way.
  await next.getByRole("banner").getByRole("link", { name: manifest.interface["lang.switch"].en, exact: true }).click();
  await next.waitForURL(`${site.base}${other.path}`);
  await expect
    .poll(() => next.getAttribute("html", "lang"), { message: `/en${other.path} → ${other.path}: <html lang>` })
    .toBe("mn");
  await next.goto(`${site.base}/en${visa.path}`);
  await next.waitForURL(`${site.base}${visa.path}`);
  await expect
    .poll(() => h1(next), { message: `/en${visa.path} visited after choosing Mongolian: h1` })
    .toBe(typeset(visa.title.mn));
  expect(trouble.all()).toEqual([]);
  await page.close();
});
