// The built site under its Content-Security-Policy: the header of _headers and the <meta> tag of
// each page both apply, the site hydrates and works, and nothing is reported as a violation.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, siteForSuite } from "./browser";

const site = siteForSuite();

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** React has taken over the prerendered header: its elements carry React's fiber. */
const enhanced = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector("header button") ?? {}).some((key) => key.startsWith("__reactFiber")),
  );

describe("the Content-Security-Policy of the built site", () => {
  it("is sent as a header and written in the page, without unsafe-inline or unsafe-eval for scripts", async () => {
    const response = await fetch(site.base + "/en/about");
    const header = response.headers.get("content-security-policy") ?? "";
    expect(header).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(header).toContain("frame-ancestors 'none'");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? "";
    // Styles come from the site's stylesheet only: no inline <style> to allow (decision 16).
    expect(meta).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[^']+')+; style-src 'self';/);
    for (const policy of [header, meta]) expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("on a desktop: pages hydrate, the menu and the dialog open, links navigate, with no violation and no error", async () => {
    const { page, trouble } = await newPage(site, { viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    await page.goto(site.base + "/en");
    await enhanced(page);
    const menu = page.locator("header nav button[aria-expanded]").first();
    await menu.click();
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await page.locator("header button[aria-haspopup=dialog]").first().click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.locator('header a[href="/en/about"], footer a[href="/en/about"]').first().click();
    await page.waitForURL(/\/en\/about$/);
    await page.locator("main h1").waitFor();
    expect(await violations()).toEqual([]);
    expect(trouble.all()).toEqual([]);
  });

  it("on a phone: the menu toggle opens the menu, with no violation and no error", async () => {
    const { page, trouble } = await newPage(site, { viewport: { width: 390, height: 844 } });
    const violations = await watchViolations(page);
    await page.goto(site.base + "/blog");
    await enhanced(page);
    const toggle = page.locator("header button[aria-controls]").first();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await violations()).toEqual([]);
    expect(trouble.all()).toEqual([]);
  });

  it("blocks a script the build did not write", async () => {
    const { page } = await newPage(site);
    const violations = await watchViolations(page);
    await page.goto(site.base + "/about");
    await enhanced(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return "__injected" in window;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toContain("script-src-elem inline");
  });
});
