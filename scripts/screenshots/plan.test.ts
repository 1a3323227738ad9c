import { describe, expect, it } from "vitest";
import { routeTable } from "../../src/routes/table";
import { siteManifest } from "../../tests/render";
import { readmeShots, screenshotPlan, widths } from "./plan";

const manifest = siteManifest();
const plan = screenshotPlan(manifest);
const table = routeTable(manifest);

describe("the screenshots npm run screenshots takes", () => {
  it("show one published page of every template, the blog list and the not-found page at each width in both languages", () => {
    for (const lang of ["mn", "en"] as const) {
      const pages = new Set(plan.filter((s) => s.lang === lang && !s.open).map((s) => s.path));
      const templates = new Set(table.filter((e) => pages.has(e.path)).map((e) => e.template));
      expect([...templates].sort()).toEqual([...new Set(table.map((e) => e.template))].sort());
      expect(pages).toContain(lang === "mn" ? "/404" : "/en/404");
      expect([...pages].some((path) => table.find((e) => e.path === path)?.listing?.page === 1)).toBe(true);
      for (const path of pages)
        expect(plan.filter((s) => s.path === path && !s.open).map((s) => s.width)).toEqual([...widths]);
    }
  });

  it("open the phone menu, the first header menu and the consultation dialog on the home page of each language", () => {
    const opened = plan.filter((s) => s.open).map((s) => [s.path, s.width, s.open!.kind]);
    expect(opened).toEqual([
      ["/", 375, "phone-menu"],
      ["/", 375, "dialog"],
      ["/", 1024, "dropdown"],
      ["/", 1280, "dropdown"],
      ["/", 1280, "dialog"],
      ["/en", 375, "phone-menu"],
      ["/en", 375, "dialog"],
      ["/en", 1024, "dropdown"],
      ["/en", 1280, "dropdown"],
      ["/en", 1280, "dialog"],
    ]);
    expect(plan.find((s) => s.open?.kind === "dropdown" && s.lang === "en")!.open).toEqual({
      kind: "dropdown",
      label: manifest.navigation.header.menus[0].label.en,
    });
  });

  it("give every picture a file name of its own", () => {
    expect(new Set(plan.map((s) => s.name)).size).toBe(plan.length);
  });

  it("cut the README's pictures from shots it takes", () => {
    for (const { shot } of readmeShots) expect(plan.map((s) => s.name)).toContain(shot);
  });
});
