// The built site under its Content-Security-Policy: the header of _headers and the <meta> tag of
// each page both apply; the page's script, the speculation rules and the visa finder's island all
// run, and nothing is reported as a violation.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { localizePath } from "../../src/routes/table";
import { isDraft } from "../../src/routes/status";
import { enhanced, newPage, siteForSuite } from "./browser";
import { finderHydrated, finderRoute } from "./finder-island";
import { manifest } from "./page-checks";

const site = siteForSuite();
const en = (key: string) => manifest.interface[key].en;
const visaPage = localizePath(manifest.routes.find((r) => r.template === "visa" && !isDraft(r))!.path, "en");
const finderPage = localizePath(finderRoute.path, "en");
const menu = manifest.navigation.header.menus[0];

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

describe("the Content-Security-Policy of the built site", () => {
  it("is sent as a header and written in the page, without unsafe-inline or unsafe-eval for scripts", async () => {
    const response = await fetch(site.base + visaPage);
    const header = response.headers.get("content-security-policy") ?? "";
    expect(header).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(header).toContain("frame-ancestors 'none'");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? "";
    // Styles come from the site's stylesheet (decision 16), and the webfont's @font-face rules by
    // their hash: their files' names change with the text (decision 25).
    expect(meta).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[^']+')+; style-src 'self' 'sha256-[^']+';/);
    for (const policy of [header, meta]) expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it(`on a desktop, on ${finderPage}: the menu and the dialog open, the visa finder hydrates, a link is loaded ahead and followed, with no violation and no error`, async () => {
    const { page, trouble } = await newPage(site, { viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    await page.goto(site.base + finderPage);
    await enhanced(page);
    const summary = page.getByRole("banner").locator("details > summary", { hasText: menu.label.en });
    await summary.click();
    await expect.poll(() => summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press("Escape");
    await page
      .getByRole("banner")
      .getByRole("button", { name: en("header.consult") })
      .click();
    await page.getByRole("dialog", { name: en("dialog.title") }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    // React, loaded by the finder's island, hydrates it.
    await finderHydrated(page);
    // The speculation rules load a page of the site as the pointer rests on its link.
    const link = page
      .getByRole("contentinfo")
      .locator(`a[href^="/"]:not([href="${finderPage}"]):not([hreflang])`)
      .first();
    const target = new URL((await link.getAttribute("href"))!, site.base).href;
    const speculative = page.waitForResponse(
      (r) => r.url() === target && /prefetch/.test(r.request().headers()["sec-purpose"] ?? ""),
    );
    await link.hover();
    await speculative;
    expect(await violations(), `${finderPage} (en): violations`).toEqual([]);
    await link.click();
    await page.waitForURL(target);
    await enhanced(page);
    expect(await violations(), `${target} (en): violations`).toEqual([]);
    expect(trouble.all()).toEqual([]);
    await page.context().close();
  });

  it(`on a phone, on ${visaPage}: the menu toggle opens the menu, with no violation and no error`, async () => {
    const { page, trouble } = await newPage(site, { viewport: { width: 390, height: 844 } });
    const violations = await watchViolations(page);
    await page.goto(site.base + visaPage);
    await enhanced(page);
    const toggle = page.getByRole("banner").getByRole("button", { name: en("nav.menu") });
    await toggle.click();
    await expect
      .poll(() => page.getByRole("banner").locator("button[aria-controls]").getAttribute("aria-expanded"))
      .toBe("true");
    expect(await violations()).toEqual([]);
    expect(trouble.all()).toEqual([]);
    await page.context().close();
  });

  it("blocks a script the build did not write", async () => {
    const { page } = await newPage(site);
    const violations = await watchViolations(page);
    await page.goto(site.base + visaPage);
    await enhanced(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return "__injected" in window;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toContain("script-src-elem inline");
    await page.context().close();
  });
});
