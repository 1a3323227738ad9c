import { expect, it } from "vitest";
import { enhanced, newPage, siteForSuite } from "./browser";

const site = siteForSuite();

it("the home page opens in Chromium in Mongolian with one heading of level 1 and no errors", async () => {
  const { page, trouble } = await newPage(site);
  await page.goto(site.base + "/");
  await enhanced(page);
  expect(await page.getAttribute("html", "lang")).toBe("mn");
  expect(await page.locator("h1").count()).toBe(1);
  expect(trouble.all()).toEqual([]);
});
