import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteManifest } from "../../tests/render";
import "../chrome/consultation-dialog";
import { siteStylesheet } from "../bundle/styles-plugin";
import { SitePage } from "../render/site-page";
import { pageData } from "../manifest/page-data.server";
import { notFoundPaths, routeTable } from "../routes/table";
import { registeredStyles } from "./styled";

// The stylesheet as the build serves it: written in a process of its own from the modules it finds.
const sheet = siteStylesheet();
const selectors = new Set(sheet.match(/\.c-[0-9a-z]+/g));

describe("the site's stylesheet", () => {
  it("has the rules of every class of every component, including those drawn only once a page is running (menus, dialog)", () => {
    const classes = registeredStyles().classes.map((c) => c.className);
    expect(classes.length).toBeGreaterThan(40);
    expect(classes.filter((c) => !selectors.has(`.${c}`))).toEqual([]);
  });

  it("has a rule for every class in every page of the site, in both languages", () => {
    const manifest = siteManifest();
    const missing = new Set<string>();
    for (const url of [...routeTable(manifest).map((e) => e.path), ...Object.values(notFoundPaths)]) {
      const html = renderToString(<SitePage data={pageData(manifest, url)} />);
      for (const [, className] of html.matchAll(/class="[^"]*\b(c-[0-9a-z]+)/g))
        if (!selectors.has(`.${className}`)) missing.add(`${url}: ${className}`);
    }
    expect([...missing]).toEqual([]);
  });

  it("starts with the document's own rules and uses the theme's tokens", () => {
    expect(sheet.indexOf("body{margin:0;")).toBeLessThan(sheet.indexOf(".c-"));
    expect(sheet).toContain("@media (min-width: 768px)");
  });
});
