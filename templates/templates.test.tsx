// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Route, VisaPage } from "../src/generated/manifest";
import { routeTable, type RouteEntry } from "../src/routes/table";
import { isDraft } from "../src/routes/status";
import { pagesAsShown, renderPage, siteManifest } from "../tests/render";
import { TemplateView } from "./index";
import { Icon } from "../src/ui/icon";
import { pageIcon } from "../src/ui/page-icon";

afterEach(cleanup);
// Its pages' texts as the pages show them (typeset): what a visitor reads is compared with them.
const manifest = pagesAsShown(siteManifest());
const firstOf = <T extends Route["template"]>(template: T) =>
  manifest.routes.find((r) => r.template === template && !isDraft(r)) as Extract<Route, { template: T }>;

/** The h1 of a URL: its hero's heading or its page's title; the blog list's pages name their category and page number. */
function headingOf({ index, lang, listing }: RouteEntry): string {
  const route = manifest.routes[index];
  if (route.template === "page" && route.blocks[0].type === "hero") return route.blocks[0].heading[lang];
  const words = (key: string, vars: Record<string, string | number>) =>
    manifest.interface[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
  const category = manifest.settings.blogCategories.find((c) => c.id === listing?.category);
  const title = category ? words("blog.categoryTitle", { category: category.label[lang] }) : route.title[lang];
  return listing && listing.page > 1 ? words("blog.pageTitle", { title, n: listing.page }) : title;
}

describe("every route of the manifest", () => {
  it.each(routeTable(manifest).map((e) => [e.path, e] as const))(
    "%s renders one h1 with its heading and no missing values",
    (_, entry) => {
      const { container } = renderPage(manifest, entry.path);
      const headings = screen.getAllByRole("heading", { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0].textContent).toBe(headingOf(entry));
      expect(container.textContent).not.toMatch(/undefined|\[object Object\]|NaN/);
    },
  );
});

describe("visa template", () => {
  const visa: VisaPage = firstOf("visa");

  it("shows the five key figures, the numbered requirements and the guidelines", () => {
    renderPage(manifest, `/en${visa.path}`);
    const facts = screen.getByRole("region", { name: manifest.interface["visa.keyFacts"].en });
    const figures = within(facts)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual(visa.stats.map((stat) => [stat.label.en, stat.value.en]));
    const itemsUnder = (key: string) =>
      within(screen.getByRole("heading", { name: manifest.interface[key].en }).parentElement!)
        .getAllByRole("listitem")
        .map((li) => [li.closest("ol, ul")!.tagName, li.textContent]);
    expect(itemsUnder("visa.requirements")).toEqual(visa.requirements.map((r) => ["OL", r.en]));
    expect(itemsUnder("visa.guidelines")).toEqual(visa.guidelines.map((r) => ["UL", r.en]));
  });

  it("links the printable checklist of the page in its language", () => {
    renderPage(manifest, visa.path);
    const link = screen.getByRole("link", { name: manifest.interface["visa.download"].mn });
    expect(link.getAttribute("href")).toBe(`/checklists${visa.path}-mn.pdf`);
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("shows a missing interface word as its key", () => {
    const { ["visa.book"]: _removed, ...rest } = manifest.interface;
    renderPage({ ...manifest, interface: rest }, visa.path);
    expect(screen.getByRole("button", { name: "visa.book" }).textContent).toBe("visa.book");
  });
});

describe("a page without a picture at its top", () => {
  it.each(["service", "test-prep"] as const)(
    "a %s page shows its icon beside its title, hidden from screen readers, and no picture",
    (template) => {
      const page = firstOf(template);
      const { container } = renderPage(manifest, page.path);
      const top = container.querySelector("main > header")!;
      expect(top.querySelector("img")).toBeNull();
      const emblem = top.querySelector("[aria-hidden=true]:has(> svg)");
      expect(emblem, `${page.path}: no icon beside its title`).not.toBeNull();
      // The page's own icon, the one the cards that link to it show.
      const icon = render(<Icon name={pageIcon(page)} />).container.querySelector("svg")!;
      expect(emblem!.querySelector("svg")!.innerHTML).toBe(icon.innerHTML);
    },
  );
});

describe("article template", () => {
  const article = firstOf("article");
  const withSpelling = (englishSpelling: "british" | "american") => ({
    ...manifest,
    settings: { ...manifest.settings, glossary: { ...manifest.settings.glossary!, englishSpelling } },
  });

  it("writes its day in English as the site spells it, and in Mongolian", () => {
    const day = new Date(`${article.published}T00:00:00Z`);
    const [year, date] = [day.getUTCFullYear(), day.getUTCDate()];
    const month = day.toLocaleString("en", { month: "long", timeZone: "UTC" });
    renderPage(withSpelling("british"), `/en${article.path}`);
    expect(document.querySelector("main time")!.textContent).toBe(`${date} ${month} ${year}`);
    cleanup();
    renderPage(withSpelling("american"), `/en${article.path}`);
    expect(document.querySelector("main time")!.textContent).toBe(`${month} ${date}, ${year}`);
    cleanup();
    renderPage(manifest, article.path);
    expect(document.querySelector("main time")!.textContent).toMatch(new RegExp(`^${year} оны .+ сарын ${date}$`));
  });
});

describe("template registry", () => {
  it("fails loudly, naming an unknown template", () => {
    const page = { template: "brochure" } as unknown as Parameters<typeof TemplateView>[0]["page"];
    const data = renderPage(manifest, "/").data;
    cleanup();
    expect(() => render(<TemplateView page={page} data={data} />)).toThrow(/No template is called "brochure"/);
  });
});

describe("the header and footer", () => {
  it("link to the same page in the other language", () => {
    const visa = firstOf("visa");
    renderPage(manifest, visa.path);
    const link = screen.getByRole("link", { name: manifest.interface["lang.switch"].mn });
    expect(link.getAttribute("href")).toBe(`/en${visa.path}`);
  });

  it("list the navigation's links in the page's language", () => {
    renderPage(manifest, "/en/about");
    const nav = screen.getByRole("navigation");
    for (const link of manifest.navigation.header.links) {
      const label = (link.label ?? manifest.routes.find((r) => r.path === link.path)!.title).en;
      expect(within(nav).getAllByRole("link", { name: label })[0].getAttribute("href")).toBe(
        link.path === "/" ? "/en" : `/en${link.path}`,
      );
    }
  });
});

describe("not-found page", () => {
  // The chrome's script logs the path the host served it at (src/islands/chrome/not-found.test.tsx).
  it("says the page was not found and links home, in the URL's language", () => {
    renderPage(manifest, "/en/no-such-page");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(manifest.interface["notFound.title"].en);
    expect(screen.getByRole("link", { name: manifest.interface["notFound.home"].en }).getAttribute("href")).toBe("/en");
  });
});

describe("visa finder", () => {
  const home = manifest.routes.find((r) => r.template === "page" && r.blocks.some((b) => b.type === "visa-finder"))!;
  const finder = home.template === "page" ? home.blocks.find((b) => b.type === "visa-finder") : undefined;

  it("recommends the visa of the first matching rule, with its key requirements, and can be retaken", async () => {
    if (finder?.type !== "visa-finder") throw new Error("the manifest has no visa finder");
    const user = userEvent.setup();
    // jsdom lays nothing out and has no scrollIntoView: recorded here, to see what is brought into view.
    const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>(function (this: Element) {});
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.call(this, typeof options === "object" ? options : undefined);
    };
    renderPage(manifest, `/en${home.path === "/" ? "" : home.path}`);
    const rule = finder.rules[0];
    for (const question of finder.questions) {
      const value = rule.when[question.id]?.[0] ?? question.options[0].value;
      const option = question.options.find((o) => o.value === value)!;
      await user.click(screen.getByRole("radio", { name: option.label.en }));
    }
    await user.click(screen.getByRole("button", { name: manifest.interface["finder.submit"].en }));
    const visa = manifest.routes.find((r) => r.path === rule.recommend) as VisaPage;
    const result = screen.getByRole("status", { name: "" });
    expect(within(result).getAllByRole("heading")[0].textContent).toBe(visa.title.en);
    expect(
      within(result)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual([manifest.interface["finder.result"].en, rule.reason.en]);
    expect(within(result).getAllByRole("listitem")[0].textContent).toBe(visa.requirements[0].en);
    // The recommendation is shown from its top, and has the focus.
    expect(scrolled.mock.contexts.at(-1)).toBe(result);
    expect(scrolled.mock.calls.at(-1)).toEqual([{ block: "start" }]);
    expect(document.activeElement).toBe(result);
    await user.click(within(result).getByRole("button", { name: manifest.interface["finder.retake"].en }));
    expect(screen.getAllByRole("radio").every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    // A retake starts again at the first question, with the focus in it.
    expect(document.activeElement?.getAttribute("name")).toBe(finder.questions[0].id);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("asks for every answer before recommending", async () => {
    const user = userEvent.setup();
    renderPage(manifest, "/en");
    await user.click(screen.getByRole("button", { name: manifest.interface["finder.submit"].en }));
    expect(screen.getByRole("alert").textContent).toBe(manifest.interface["finder.incomplete"].en);
    expect(screen.getAllByText(manifest.interface["finder.choose"].en)).toHaveLength(
      finder?.type === "visa-finder" ? finder.questions.length : 0,
    );
    expect(document.activeElement?.getAttribute("name")).toBe(
      finder?.type === "visa-finder" ? finder.questions[0].id : "",
    );
  });
});
