// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Route, VisaPage } from "../src/generated/manifest";
import { routeTable } from "../src/routes/table";
import { renderPage, siteManifest } from "../tests/render";
import { TemplateView } from "./index";

afterEach(cleanup);
const manifest = siteManifest();
const firstOf = <T extends Route["template"]>(template: T) => manifest.routes.find((r) => r.template === template) as Extract<Route, { template: T }>;

describe("every route of the manifest", () => {
  it.each(routeTable(manifest).map((e) => [e.path, e] as const))("%s renders one h1 with its heading and no missing values", (_, entry) => {
    const route = manifest.routes[entry.index];
    const { container } = renderPage(manifest, entry.path);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    const hero = route.template === "page" && route.blocks[0].type === "hero" ? route.blocks[0].heading : route.title;
    expect(headings[0].textContent).toBe(hero[entry.lang]);
    expect(container.textContent).not.toMatch(/undefined|\[object Object\]|NaN/);
  });
});

describe("visa template", () => {
  const visa: VisaPage = firstOf("visa");

  it("shows the five key figures, the numbered requirements and the guidelines", () => {
    renderPage(manifest, `/en${visa.path}`);
    const facts = screen.getByRole("region", { name: manifest.interface["visa.keyFacts"].en });
    for (const stat of visa.stats) {
      expect(within(facts).getByText(stat.label.en)).toBeTruthy();
      expect(within(facts).getByText(stat.value.en)).toBeTruthy();
    }
    const lists = screen.getAllByRole("list");
    const numbered = lists.find((l) => l.tagName === "OL")!;
    expect(within(numbered).getAllByRole("listitem").map((li) => li.textContent)).toEqual(visa.requirements.map((r) => r.en));
    for (const rule of visa.guidelines) expect(screen.getByText(rule.en)).toBeTruthy();
  });

  it("saves a checklist of its requirements and guidelines in the page's language", async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), "blob:checklist"));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`${visa.path.split("/").pop()}-mn.txt`);
    });
    renderPage(manifest, visa.path);
    await userEvent.setup().click(screen.getByRole("button", { name: manifest.interface["visa.download"].mn }));
    expect(click).toHaveBeenCalledOnce();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]);
    });
    expect(text.split("\n")[0]).toBe(visa.title.mn);
    for (const item of [...visa.requirements, ...visa.guidelines]) expect(text).toContain(`[ ] ${item.mn}\n`);
    expect(text).toContain(manifest.interface["visa.guidelines"].mn);
    click.mockRestore();
  });

  it("shows a missing interface word as its key", () => {
    const { ["visa.book"]: _removed, ...rest } = manifest.interface;
    renderPage({ ...manifest, interface: rest }, visa.path);
    expect(screen.getByRole("button", { name: "visa.book" })).toBeTruthy();
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
    // jsdom has no media queries: the page is as narrow as a phone, whose menu opens with the toggle.
    fireEvent.click(screen.getByRole("button", { name: manifest.interface["nav.menu"].en }));
    const nav = screen.getByRole("navigation");
    for (const link of manifest.navigation.header.links) {
      const label = (link.label ?? manifest.routes.find((r) => r.path === link.path)!.title).en;
      expect(within(nav).getAllByRole("link", { name: label })[0].getAttribute("href")).toBe(link.path === "/" ? "/en" : `/en${link.path}`);
    }
  });
});

describe("not-found page", () => {
  it("says the page was not found and links home, in the URL's language", () => {
    renderPage(manifest, "/en/no-such-page");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(manifest.interface["notFound.title"].en);
    expect(screen.getByRole("link", { name: manifest.interface["notFound.home"].en }).getAttribute("href")).toBe("/en");
  });
});

describe("blog list", () => {
  const blog = manifest.routes.find((r) => r.template === "page" && r.blocks.some((b) => b.type === "blog-list"))!;
  const articles = manifest.routes.filter((r) => r.template === "article");

  it("filters by category, updates the count line, and says so when a category is empty", async () => {
    const user = userEvent.setup();
    const empty = { id: "empty-category", label: { mn: "Хоосон ангилал", en: "Empty category" } };
    renderPage({ ...manifest, settings: { ...manifest.settings, blogCategories: [...manifest.settings.blogCategories, empty] } }, `/en${blog.path}`);
    const t = (key: string, n: number) => manifest.interface[key].en.replace("{n}", String(n));
    expect(screen.getByRole("status").textContent).toBe(t("blog.count", articles.length));
    const used = manifest.settings.blogCategories.find((c) => articles.some((a) => a.template === "article" && a.category === c.id))!;
    const count = articles.filter((a) => a.template === "article" && a.category === used.id).length;
    await user.click(screen.getByRole("button", { name: used.label.en }));
    expect(screen.getByRole("status").textContent).toBe(t("blog.count", count));
    expect(screen.getAllByRole("article")).toHaveLength(count);
    await user.click(screen.getByRole("button", { name: empty.label.en }));
    expect(screen.getByRole("status").textContent).toBe(manifest.interface["blog.empty"].en);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: manifest.interface["blog.all"].en }));
    expect(screen.getAllByRole("article")).toHaveLength(articles.length);
  });
});

describe("visa finder", () => {
  const home = manifest.routes.find((r) => r.template === "page" && r.blocks.some((b) => b.type === "visa-finder"))!;
  const finder = home.template === "page" ? home.blocks.find((b) => b.type === "visa-finder") : undefined;

  it("recommends the visa of the first matching rule, with its key requirements, and can be retaken", async () => {
    if (finder?.type !== "visa-finder") throw new Error("the manifest has no visa finder");
    const user = userEvent.setup();
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
    expect(within(result).getByRole("heading", { name: visa.title.en })).toBeTruthy();
    expect(within(result).getByText(rule.reason.en)).toBeTruthy();
    expect(within(result).getByText(visa.requirements[0].en)).toBeTruthy();
    await user.click(within(result).getByRole("button", { name: manifest.interface["finder.retake"].en }));
    expect(screen.getAllByRole("radio").every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it("asks for every answer before recommending", async () => {
    const user = userEvent.setup();
    renderPage(manifest, "/en");
    await user.click(screen.getByRole("button", { name: manifest.interface["finder.submit"].en }));
    expect(screen.getByRole("alert").textContent).toBe(manifest.interface["finder.incomplete"].en);
    expect(screen.getAllByText(manifest.interface["finder.choose"].en)).toHaveLength(finder?.type === "visa-finder" ? finder.questions.length : 0);
    expect(document.activeElement?.getAttribute("name")).toBe(finder?.type === "visa-finder" ? finder.questions[0].id : "");
  });
});
