// Content can never pass for a mark of the build: the only one in a page's HTML is an island's
// attribute, data-island="…", which tells the renderer which scripts the page needs. A site whose
// formatted text and plain text spell it, and whose footer says "/frame-alternate-mn" (a mark of an
// earlier build, which once stopped it), builds, shows those texts as written and loads no island's
// script it does not hold.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { islandsIn } from "../../src/ui/island";
import { fixtureText } from "../factories";
import { builtPages } from "../xss/build";
import { newPage, openSite, type Site } from "./browser";
import { buildFixtureSite } from "./fixture-site";
import { manifest } from "./page-checks";

const marker = 'data-island="visa-finder"';
const footer = "/frame-alternate-mn";

let client: string;
let site: Site;
beforeAll(async () => {
  const fixture = JSON.parse(
    fixtureText().split('"/images/monash.svg"').join('"/images/partners/universities.svg"'),
  ) as SiteManifest;
  fixture.interface = { ...manifest.interface, ...fixture.interface, "footer.rights": { mn: footer, en: footer } };
  const about = fixture.routes.find((r) => r.path === "/about")!;
  if (about.template !== "page" || about.blocks[0].type !== "rich-text")
    throw new Error("the fixture's /about does not start with formatted text");
  const body = about.blocks[0].body;
  for (const lang of ["mn", "en"] as const) body[lang] += `<p ${marker}>Written: ${marker}</p>`;
  about.title = { mn: `Бидний тухай ${marker}`, en: `About us ${marker}` };
  client = buildFixtureSite("markers", fixture);
  site = await openSite(client);
}, 300_000);
afterAll(async () => {
  await site?.stop();
});

const html = (...path: string[]) => readFileSync(join(client, ...path, "index.html"), "utf8");

describe("text that spells the build's marks", () => {
  for (const [lang, path] of [
    ["mn", ["about"]],
    ["en", ["en", "about"]],
  ] as const)
    it(`/${path.join("/")}: is shown as written, and the page holds only the islands it draws`, () => {
      const page = html(...path);
      expect(islandsIn(page)).toEqual(["chrome"]);
      expect(page).not.toContain(marker);
      expect(page).not.toMatch(/<script[^>]+src="\/assets\/visa-finder/);
      const { document } = new JSDOM(page).window;
      const written = [...document.querySelectorAll("main p")].find((p) => p.textContent?.startsWith("Written:"));
      expect(written?.outerHTML).toBe(`<p>Written: ${marker}</p>`);
      expect(document.querySelector("h1")?.textContent).toBe(
        `${lang === "mn" ? "Бидний тухай" : "About us"} ${marker}`,
      );
      expect(document.querySelector("footer")?.textContent).toContain(footer);
    });

  it("every page of the site shows the footer's text", () => {
    const pages = builtPages(client);
    expect(pages.length).toBeGreaterThan(5);
    for (const [path, file] of pages)
      expect(
        new JSDOM(readFileSync(file, "utf8")).window.document.querySelector("footer")?.textContent,
        path,
      ).toContain(footer);
  });

  it("in Chromium, the page fetches no island's script but its own, and shows the texts", async () => {
    const { page, trouble } = await newPage(site);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.base + "/en/about");
    await page.waitForSelector("html[data-enhanced]", { state: "attached" });
    await expect.poll(() => page.getByText(`Written: ${marker}`).count()).toBe(1);
    await expect.poll(() => page.locator("footer").getByText(footer, { exact: false }).count()).toBe(1);
    expect(scripts.filter((s) => s.includes("visa-finder"))).toEqual([]);
    expect(trouble.all()).toEqual([]);
    await page.close();
  });
});
