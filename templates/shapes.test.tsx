// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Route, SiteManifest } from "../src/generated/manifest";
import { languages, localizePath, routeTable } from "../src/routes/table";
import { isDraft } from "../src/routes/status";
import { pagesAsShown, renderPage, siteManifest } from "../tests/render";

// What a visitor sees of each content shape, on the real manifest's pages: expectations come from
// the manifest, never from a copy of its words.
afterEach(cleanup);
// Its pages' texts as the pages show them (typeset): what a visitor reads is compared with them.
const manifest = pagesAsShown(siteManifest());
const published = manifest.routes.filter((r) => !isDraft(r));
const words = (key: string, lang: "mn" | "en") => manifest.interface[key][lang];
const urls = new Set(routeTable(manifest).map((e) => e.path));

/** Every template's first published page, the block page with the closing invitation for "page". */
const samples = [...new Set(published.map((r) => r.template))].map((template) =>
  published.find((r) => r.template === template && !(r.template === "page" && r.cta === false))!,
);

describe("the end of every page", () => {
  it.each(samples.flatMap((route) => languages.map((lang) => [route.template, lang, route] as const)))(
    "%s pages in %s end with an invitation to book a consultation, then related pages of the site",
    (template, lang, route) => {
      const url = localizePath(route.path, lang);
      const { container } = renderPage(manifest, url);
      const end = container.querySelector("main")!.lastElementChild as HTMLElement;
      // A region named by its heading, holding the button that opens the consultation dialog.
      const name = end.getAttribute("aria-labelledby");
      expect(within(end).getAllByRole("heading", { level: 2 })[0].id).toBe(name);
      const button = within(end).getAllByRole("button")[0];
      expect(button.getAttribute("aria-haspopup")).toBe("dialog");
      expect(button.getAttribute("command")).toBe("show-modal");
      expect(document.getElementById(button.getAttribute("commandfor")!)?.tagName).toBe("DIALOG");
      if (template === "page") return;
      // Cards linking to other pages of the route table, in the page's language, each named by its title.
      const related = within(end).getByRole("navigation");
      const links = within(related).getAllByRole("link");
      expect(links.length).toBeGreaterThan(0);
      const hrefs = links.map((a) => a.getAttribute("href")!);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const [i, href] of hrefs.entries()) {
        expect(urls).toContain(href);
        expect(href).not.toBe(url);
        const target = published.find((r) => localizePath(r.path, lang) === href)!;
        expect(links[i].textContent).toBe(target.title[lang]);
      }
    },
  );

  it("leaves out the invitation on a block page that says cta: false", () => {
    const page = samples.find((r) => r.template === "page")!;
    const routes = manifest.routes.map((r) => (r === page ? { ...r, cta: false } : r)) as Route[];
    const { container } = renderPage({ ...manifest, routes } as SiteManifest, page.path);
    const end = container.querySelector("main")!.lastElementChild!;
    expect(within(end as HTMLElement).queryByRole("button", { name: words("cta.book", "mn") })).toBeNull();
  });

  it("links every detail page to at least one other, the visas of a country to each other", () => {
    for (const route of published.filter((r) => r.template !== "page")) {
      const { data } = renderPage(manifest, route.path);
      cleanup();
      expect(data.related.length, route.path).toBeGreaterThan(0);
      if (route.template === "visa" && route.destination) {
        const sameCountry = published.filter(
          (r) => r !== route && r.template === "visa" && r.destination === route.destination,
        );
        if (sameCountry.length) expect(sameCountry.map((r) => r.path)).toContain(data.related[0].path);
      }
    }
  });
});

describe("test preparation: the scores", () => {
  const test = published.find((r) => r.template === "test-prep" && r.scores?.length);

  it.each(languages)("are a table in %s: a header row, then one row per score, named by it, highest first", (lang) => {
    if (test?.template !== "test-prep" || !test.scores) throw new Error("the manifest has no test with scores");
    renderPage(manifest, localizePath(test.path, lang));
    const region = screen.getByRole("region", { name: words("testPrep.scores", lang) });
    const table = within(region).getByRole("table");
    const [head, ...rows] = within(table).getAllByRole("row");
    expect(
      within(head)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([words("testPrep.score", lang), words("testPrep.meaning", lang)]);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(test.scores.map((s) => s.score));
    expect(rows.map((row) => within(row).getByRole("cell").textContent)).toEqual(
      test.scores.map((s) => s.meaning[lang]),
    );
  });
});

describe("course: the overview", () => {
  it.each(languages)("is its paragraphs, in order, in %s", (lang) => {
    const course = published.find((r) => r.template === "course");
    if (course?.template !== "course") throw new Error("the manifest has no course");
    renderPage(manifest, localizePath(course.path, lang));
    const region = screen.getByRole("region", { name: words("course.overview", lang) });
    expect([...region.querySelectorAll("p")].map((p) => p.textContent)).toEqual(course.overview.map((p) => p[lang]));
  });
});

describe("a section's points", () => {
  /** The first section of the site with this layout, and its page. */
  const first = (layout: string) => {
    for (const route of published)
      for (const section of "sections" in route ? (route.sections ?? []) : [])
        if ((section.layout ?? "list") === layout && section.items) return { route, section };
    throw new Error(`no section of the manifest is laid out as ${layout}`);
  };
  const pointsOf = (layout: string) => {
    const { route, section } = first(layout);
    renderPage(manifest, `/en${route.path}`);
    const heading = screen.getByRole("heading", { name: section.heading.en });
    return { items: section.items!.map((i) => i.en), area: heading.closest("section")! };
  };

  it("laid out as steps are numbered, in order", () => {
    const { items, area } = pointsOf("steps");
    const list = within(area).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(items);
  });

  it("laid out as a table are rows of a name and its detail, as written before and after the colon", () => {
    const { items, area } = pointsOf("table");
    const rows = [...area.querySelectorAll("dl > div, ul > li")];
    expect(rows).toHaveLength(items.length);
    rows.forEach((row, i) => {
      const colon = items[i].indexOf(": ");
      const [name, detail] = colon > 0 ? [items[i].slice(0, colon), items[i].slice(colon + 2)] : [undefined, items[i]];
      const [first, ...rest] = [...row.children].map((c) => c.textContent);
      if (name) expect([first?.replace(/: $/, ""), rest.join("")]).toEqual([name, detail]);
      else expect(row.textContent).toBe(detail);
    });
  });

  it("laid out as cards or a list are each an item of a list, with every word", () => {
    for (const layout of ["cards", "list"]) {
      const { items, area } = pointsOf(layout);
      const listItems = within(area).getAllByRole("listitem");
      expect(listItems.map((li) => li.textContent)).toEqual(items);
      cleanup();
    }
  });
});
