// A page loads the scripts of the islands its HTML holds and nothing else: no code of its template
// (templates render on the server only), no framework, no other page's code.
import { describe, expect, it } from "vitest";
import type { Route } from "../../src/generated/manifest";
import { isDraft } from "../../src/routes/status";
import { localizePath } from "../../src/routes/table";
import { islandAttribute } from "../../src/ui/island";
import { enhanced, newPage, siteForSuite } from "./browser";
import { finderSelector } from "./finder-island";
import { manifest } from "./page-checks";

const templates = [...new Set(manifest.routes.filter((r) => !isDraft(r)).map((r) => r.template))];
const firstOf = (template: Route["template"]) => manifest.routes.find((r) => r.template === template && !isDraft(r))!;
const en = (key: string) => manifest.interface[key].en;

const site = siteForSuite();

describe("a page's own code", () => {
  it.each(templates)(
    "the first %s page loads one script per island its HTML holds, and the modules those import, from /assets/",
    async (template) => {
      // In Mongolian, the language of the spec's paths.
      const { path } = firstOf(template);
      const { page, trouble } = await newPage(site);
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(site.base + path);
      await enhanced(page);
      await page.waitForLoadState("networkidle");
      const html = await response!.text();
      const islands = new Set([...html.matchAll(new RegExp(`${islandAttribute}="([a-z-]+)"`, "g"))].map((m) => m[1]));
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(islands.has("chrome"), `${path} (mn): the header's island`).toBe(true);
      expect(scripts, `${path} (mn): one script per island (${[...islands].join(", ")})`).toHaveLength(islands.size);
      for (const script of [...scripts, ...preloads]) expect(script).toMatch(/^\/assets\/[^/]+\.js$/);
      // A page with the visa finder loads its code later, once it comes near the screen (islands.test.ts).
      if (!(await page.locator(finderSelector).count()))
        expect(new Set(fetched), `${path} (mn): scripts fetched`).toEqual(new Set([...scripts, ...preloads]));
      else for (const script of scripts) expect(fetched, `${path} (mn): scripts fetched`).toContain(script);
      expect(trouble.all()).toEqual([]);
      await page.context().close();
    },
  );

  it("opening the consultation dialog fetches no code: the script of every page has what it needs", async () => {
    const { page, trouble } = await newPage(site, { viewport: { width: 1280, height: 900 } });
    await page.goto(site.base + localizePath(firstOf("visa").path, "en"));
    await enhanced(page);
    await page.waitForLoadState("networkidle");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    await page
      .getByRole("banner")
      .getByRole("button", { name: en("header.consult") })
      .click();
    await page.getByRole("dialog", { name: en("dialog.title") }).waitFor();
    expect(fetched.filter((r) => /^(script|fetch|xhr|document) /.test(r))).toEqual([]);
    expect(trouble.all()).toEqual([]);
    await page.context().close();
  });
});
