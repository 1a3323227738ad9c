// Moving between pages is following plain links: each page loads as a document of its own. Speculation
// rules let the browser load a link's page while the pointer rests on it, so that it shows at once.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { isDraft } from "../../src/routes/status";
import { enhanced, newPage, openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();
const viewport = { width: 1280, height: 800 };

const title = (path: string) => manifest.routes.find((r) => r.path === path)!.title.en;
/** What a menu calls a page: the link's own label, or the page's title. */
const labelOf = (link: { path: string; label?: { en: string } }) => link.label?.en ?? title(link.path);
// A page of the header's links, then another of the footer's, both published, neither the home page.
const isPage = (path: string) => path !== "/" && manifest.routes.some((r) => r.path === path && !isDraft(r));
const headerLink = manifest.navigation.header.links.find((l) => isPage(l.path))!;
const footerLink = manifest.navigation.footer.columns
  .flatMap((c) => c.links)
  .find((l) => isPage(l.path) && l.path !== headerLink.path)!;

/** How the browser came to show the page: a prerendered page was activated after it began. */
const arrival = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      activationStart: number;
      deliveryType: string;
    };
    return { type: entry.type, activationStart: entry.activationStart, deliveryType: entry.deliveryType };
  });

it("following a header link, then a footer link, loads each page as a new document, and never the manifest", async () => {
  const { page, trouble } = await openPage(site, "/en", { viewport });
  const requests: { path: string; type: string }[] = [];
  page.on("request", (request) =>
    requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() }),
  );

  for (const [link, path] of [
    [page.getByRole("banner").getByRole("link", { name: labelOf(headerLink), exact: true }), headerLink.path],
    [page.getByRole("contentinfo").getByRole("link", { name: labelOf(footerLink), exact: true }), footerLink.path],
  ] as const) {
    requests.length = 0;
    await page.evaluate(() => Object.assign(window, { previousPage: true }));
    await link.click();
    await page.waitForURL(`${site.base}/en${path}`);
    await enhanced(page);
    expect(await page.title(), `/en${path} (en): <title> after following its link`).toContain(title(path));
    // A new document: the previous page's window is gone, and the browser says it navigated.
    expect(await page.evaluate(() => "previousPage" in window), `/en${path} (en): the page was not loaded`).toBe(false);
    expect((await arrival(page)).type).toBe("navigate");
    expect(
      requests.filter((r) => r.type === "document").map((r) => r.path),
      `/en${path} (en): documents loaded`,
    ).toEqual([`/en${path}`]);
    // Its data is in its HTML: nothing is fetched by a script, and the manifest never.
    expect(requests.filter((r) => r.type === "fetch" || r.type === "xhr")).toEqual([]);
    expect(requests.filter((r) => /manifest\.json/.test(r.path))).toEqual([]);
    expect(requests.filter((r) => r.type === "script" && !r.path.startsWith("/assets/"))).toEqual([]);
  }
  expect(trouble.all()).toEqual([]);
  await page.context().close();
});

it("the browser loads a link's page while the pointer rests on it, within the Content-Security-Policy, and shows it from there when the link is followed", async () => {
  const { page, trouble } = await newPage(site, { viewport });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await page.goto(site.base + "/en");
  await enhanced(page);
  // The rules are in the page, and this browser reads them.
  const rules = await page.evaluate(() => ({
    supported: HTMLScriptElement.supports("speculationrules"),
    rules: [...document.querySelectorAll("script[type=speculationrules]")].map((s) => JSON.parse(s.textContent!)),
  }));
  expect(rules.supported).toBe(true);
  expect(rules.rules).toHaveLength(1);

  const target = `${site.base}/en${footerLink.path}`;
  const link = page.getByRole("contentinfo").getByRole("link", { name: labelOf(footerLink), exact: true });
  // The speculative load is marked as such (Sec-Purpose: prefetch, or prefetch;prerender).
  const speculative = page.waitForResponse(
    (response) => response.url() === target && /prefetch/.test(response.request().headers()["sec-purpose"] ?? ""),
    { timeout: 10_000 },
  );
  await link.hover();
  await speculative;
  const violations = () => page.evaluate(() => (window as unknown as { violations?: string[] }).violations);
  expect(await violations(), "/en (en): Content-Security-Policy violations").toEqual([]);
  await link.click();
  await page.waitForURL(target);
  await enhanced(page);
  // Chromium under a debugging client (as here) prerenders nothing ("disabled by DevTools") and
  // falls back to the rule's prefetch: the page then arrives from that earlier load. A browser that
  // prerendered it activates it instead.
  const { activationStart, deliveryType } = await arrival(page);
  expect(
    activationStart > 0 || deliveryType === "navigational-prefetch",
    `/en${footerLink.path} (en) arrived with activationStart ${activationStart} and deliveryType "${deliveryType}"`,
  ).toBe(true);
  expect(await violations(), `/en${footerLink.path} (en): Content-Security-Policy violations`).toEqual([]);
  expect(trouble.all()).toEqual([]);
  await page.context().close();
});
