// Every payload of tests/xss/vectors.ts, placed in rich text, plain text and link fields of a
// fixture manifest and built into a site: none reaches the HTML as markup, and in Chromium none runs.
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speculationRules } from "../../src/render/document";
import { parsePath } from "../../src/routes/table";
import { buildXssSite, builtPages } from "../xss/build";
import { xssManifest } from "../xss/manifest";
import { linkVectors, markupVectors } from "../xss/vectors";
import { newPage, openSite, type Site } from "./browser";

let client: string;
let site: Site;
beforeAll(async () => {
  client = await buildXssSite();
  site = await openSite(client);
}, 600_000);
afterAll(async () => {
  await site?.stop();
});

/** The name of the header's consultation button, which opens the dialog: the key itself where the fixture lacks the word. */
const consultLabel = (lang: "mn" | "en") => xssManifest().interface["header.consult"]?.[lang] ?? "header.consult";
const dangerousUrl = /^(javascript|vbscript|data):/i;
/** The one <style> the site writes itself: the webfont's @font-face rules in the head (src/render/fonts.tsx). */
const webfontRules =
  /^(?:@font-face\{font-family:"Manrope";[^{}]*src:url\(\/assets\/fonts\/manrope-\d+\.[0-9a-f]+\.woff2\) format\("woff2"\)\})+$/;
const urlAttributes = ["href", "src", "action", "formaction", "data", "srcdoc", "xlink:href", "background", "poster"];
/** Elements the site never draws itself, and what an SVG icon never holds. */
const forbiddenElements =
  "iframe, frame, object, embed, applet, base, math, noscript, template, meta[http-equiv=refresh], svg script, svg foreignObject, svg a, svg animate, svg set";

/** A visa's checklist download: plain text the browser saves as a file, never shows or runs. */
const isChecklist = (element: Element, name: string, value: string) =>
  element.localName === "a" &&
  element.hasAttribute("download") &&
  name === "href" &&
  value.startsWith("data:text/plain;charset=utf-8,");

function survivors(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const found: string[] = [];
  for (const script of document.querySelectorAll("script")) {
    const { type } = script;
    if (type === "application/ld+json" || type === "application/json") {
      // Data blocks, never run: a payload inside stays JSON text, or it has broken the block open.
      try {
        JSON.parse(script.textContent ?? "");
      } catch {
        found.push(`${type} broken open: ${script.textContent?.slice(0, 80)}`);
      }
    } else if (type === "speculationrules") {
      if (script.textContent !== speculationRules) found.push(`speculation rules: ${script.textContent?.slice(0, 80)}`);
    } else if (type !== "module" || !/^\/assets\/[\w.-]+\.js$/.test(script.getAttribute("src") ?? "") || script.text)
      // Only the islands' scripts the build wrote.
      found.push(`script: ${script.outerHTML.slice(0, 80)}`);
  }
  for (const element of document.querySelectorAll("*")) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on")) found.push(`${name} on <${element.localName}>`);
      // eslint-disable-next-line no-control-regex -- a browser drops control characters from a URL
      const url = value.replace(/[\u0000-\u0020]/g, "");
      if (urlAttributes.includes(name) && dangerousUrl.test(url) && !isChecklist(element, name, value))
        found.push(`${name}="${value}" on <${element.localName}>`);
    }
  }
  for (const element of document.querySelectorAll(forbiddenElements)) found.push(`<${element.localName}>`);
  for (const style of document.querySelectorAll("style"))
    if (!(style.parentElement === document.head && webfontRules.test(style.textContent ?? "")))
      found.push(`style: ${style.textContent?.slice(0, 80)}`);
  return found;
}

describe("the built fixture site", () => {
  it("has every page, and no payload in its HTML as markup", () => {
    const pages = builtPages(client);
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const [path, file] of pages) expect(survivors(readFileSync(file, "utf8")), path).toEqual([]);
  });

  it("shows payloads written in plain text fields as text", () => {
    const { document } = new JSDOM(readFileSync(`${client}/en/about/index.html`, "utf8")).window;
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toBe(`Description ${markupVectors.join("\n")}`);
    expect(document.querySelector("main")?.textContent).toContain(markupVectors[0]);
  });

  it("keeps the link fields' addresses as escaped attribute values", () => {
    const html = readFileSync(`${client}/en/about/index.html`, "utf8");
    expect(html).toContain('href="https://example.com/?q=&lt;svg/onload=__xss(102)&gt;"');
    expect(linkVectors).toHaveLength(3);
  });
});

describe("in Chromium", () => {
  it("no payload runs on any page, when loaded, hovered, focused or clicked, or in the dialog", async () => {
    const paths = builtPages(client)
      .map(([path]) => path)
      .filter((p) => !p.startsWith("/404") && !p.startsWith("/en/404"));
    const calls: string[] = [];
    let path = "";
    // One tab visits every page: the watch set up once below holds for each page loaded into it.
    const { page, trouble } = await newPage(site, { viewport: { width: 1280, height: 900 } });
    await page.exposeFunction("__xssCalled", (n: unknown) => calls.push(`${path}: __xss(${n})`));
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__xss = (n: unknown) => (w.__xssCalled as (n: unknown) => void)(n);
      w.alert = (n: unknown) => (w.__xssCalled as (n: unknown) => void)(`alert ${n}`);
    });
    page.on("dialog", (dialog) => {
      calls.push(`${path}: dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (path of paths) {
      trouble.console.length = 0;
      await page.goto(site.base + path, { waitUntil: "networkidle" });
      // What a visitor can point at: hidden elements would only make hover wait out its timeout.
      for (const element of await page.locator("main p, main a, main img, main button").filter({ visible: true }).all())
        await element.hover({ timeout: 2000 }).catch(() => {});
      await page.keyboard.press("Tab");
      const consult = page
        .getByRole("banner")
        .getByRole("button", { name: consultLabel(parsePath(path).lang), exact: true });
      if (await consult.count()) {
        await consult.first().click();
        await page.getByRole("dialog").waitFor();
      }
      // A payload that would run late (an image's onerror) has had its chance once nothing loads and
      // the browser has drawn twice.
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(trouble.console, path).toEqual([]);
      // The watch itself works: a call made on purpose is recorded.
      if (path === "/") await page.evaluate("__xss('on purpose')");
    }
    await page.close();
    expect(calls).toEqual(["/: __xss(on purpose)"]);
  });
});
