// The prerendered pages (written by the worker threads of src/prerender/) hydrate without a
// complaint from React, and a link followed inside the site fetches that page's .data file only.
import { expect, it } from "vitest";
import { newPage, siteForSuite } from "./browser";

const site = siteForSuite();

it.each(["/about", "/en/about"])(
  "%s hydrates, and its header link to the blog loads the blog's data without reloading the page",
  async (start) => {
    const { page, trouble } = await newPage(site);
    await page.goto(site.base + start, { waitUntil: "networkidle" });
    // React Router's client marks the document once its router is running.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));

    const blog = start.startsWith("/en") ? "/en/blog" : "/blog";
    await page.locator(`header a[href="${blog}"]`).first().click();
    await page.waitForURL(site.base + blog);
    await page.locator("h1").first().waitFor();

    // Still the same document: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // Scripts (a template's own code) and the browser's favicon aside, the one request is the data.
    expect(requests.filter((r) => /^(fetch|xhr|document) /.test(r))).toEqual([`fetch ${blog}.data`]);
    expect(trouble.all()).toEqual([]);
    // Closed here, not by the browser's end, so that no listener of the harness outlives its page.
    await page.context().close();
  },
);
