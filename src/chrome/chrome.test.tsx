// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dropdown, en, manifest, renderChrome } from "../islands/chrome/test-page";
import { dom } from "./dom-names";

afterEach(cleanup);

const { header } = manifest.navigation;
const titleOf = (path: string) => manifest.routes.find((r) => r.path === path)!.title;
const labelOf = (link: { path: string; label?: { en: string } }) => (link.label ?? titleOf(link.path)).en;

describe("the header's HTML, which works without script", () => {
  it("has every dropdown as a closed disclosure of one group, its columns' links in the page's language", () => {
    renderChrome("/en/about");
    for (const menu of header.menus) {
      const details = dropdown(menu.label.en);
      expect(details.open).toBe(false);
      expect(details.getAttribute("name")).toBe(dom.dropdownGroup);
      expect(
        within(details)
          .getAllByRole("heading", { hidden: true })
          .map((h) => h.textContent),
      ).toEqual(menu.columns.map((c) => c.heading.en));
      for (const link of menu.columns.flatMap((c) => c.links))
        expect(within(details).getByText(labelOf(link)).getAttribute("href")).toBe(
          `/en${link.path === "/" ? "" : link.path}`,
        );
    }
  });

  it("marks the link to the page shown as the current page", () => {
    const current = header.links.find((l) => l.path !== "/")!;
    renderChrome(`/en${current.path}`);
    // The menu's own links, not those of its dropdowns.
    const links = [
      ...screen.getByRole("navigation", { name: en("nav.menu") }).querySelectorAll(":scope > ul > li > a"),
    ];
    expect(links.map((a) => a.textContent)).toEqual(header.links.map(labelOf));
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual(
      header.links.map((l) => (l === current ? "page" : null)),
    );
  });

  it("marks a page of a dropdown as current in it, and the dropdown as the one holding the page shown", () => {
    const menu = header.menus.find((m) => m.columns.some((c) => c.links.some((l) => l.path !== "/")))!;
    const link = menu.columns.flatMap((c) => c.links).find((l) => l.path !== "/")!;
    renderChrome(`/en${link.path}`);
    const details = dropdown(menu.label.en);
    expect(within(details).getByText(labelOf(link)).getAttribute("aria-current")).toBe("page");
    const marked = [...document.querySelectorAll("nav li[data-current] > details")];
    expect(marked).toEqual([details]);
  });

  it("marks the section of a page under a link (an article under the blog), and a dropdown on the page above its pages", () => {
    const article = manifest.routes.find((r) => r.template === "article")!.path;
    const section = header.links.find((l) => l.path !== "/" && article.startsWith(`${l.path}/`))!;
    renderChrome(`/en${article}`);
    const row = [...screen.getByRole("navigation", { name: en("nav.menu") }).querySelectorAll(":scope > ul > li > a")];
    expect(
      row.filter((a) => a.getAttribute("aria-current")).map((a) => [a.textContent, a.getAttribute("aria-current")]),
    ).toEqual([[labelOf(section), "true"]]);
    cleanup();
    // A page whose path is above a dropdown's pages (the services' overview) marks that dropdown.
    const menu = header.menus.find((m) => m.columns.some((c) => c.links.some((l) => l.path.split("/").length > 2)))!;
    const parent = menu.columns
      .flatMap((c) => c.links)
      .find((l) => l.path.split("/").length > 2)!
      .path.replace(/\/[^/]+$/, "");
    if (!manifest.routes.some((r) => r.path === parent)) return;
    renderChrome(`/en${parent}`);
    expect([...document.querySelectorAll("nav li[data-current] > details")]).toContain(dropdown(menu.label.en));
  });

  it("toggles the phone menu with two links: to the menu, and away from it", () => {
    renderChrome("/en");
    const open = screen.getByRole("link", { name: en("nav.menu") });
    const close = screen.getByRole("link", { name: en("nav.close") });
    const menu = document.getElementById(open.getAttribute("href")!.slice(1))!;
    expect(menu.contains(screen.getByRole("navigation"))).toBe(true);
    // Away from it, to a fragment that names nothing on the page ("#" would scroll to its top).
    const away = close.getAttribute("href")!;
    expect(away).toMatch(/^#./);
    expect(document.getElementById(away.slice(1))).toBeNull();
  });

  it("links the language switch to the same page in the other language", () => {
    renderChrome("/services/student");
    const link = screen.getByRole("link", { name: manifest.interface["lang.switch"].mn });
    expect(link.getAttribute("href")).toBe("/en/services/student");
    expect(link.getAttribute("hreflang")).toBe("en");
    expect(link.getAttribute("title")).toBe(manifest.interface["lang.switchLabel"].mn);
  });

  it("has consultation buttons that open the page's dialog by an invoker command", () => {
    renderChrome("/en/about");
    const buttons = screen.getAllByRole("button", { name: en("header.consult") });
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.getAttribute("command")).toBe("show-modal");
      expect(document.getElementById(button.getAttribute("commandfor")!)?.tagName).toBe("DIALOG");
    }
  });
});

describe("the consultation dialog's HTML", () => {
  it("is a closed dialog, named and described, with the office's contact details", () => {
    renderChrome("/en/about");
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(false);
    expect(dialog.getAttribute("closedby")).toBe("any");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(en("dialog.title"));
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(en("dialog.intro"));
    const { contact } = manifest.settings;
    const link = (name: string) => within(dialog).getByRole("link", { name, hidden: true });
    for (const phone of contact.phones)
      expect(link(phone).getAttribute("href")).toBe(`tel:${phone.replace(/\s/g, "")}`);
    expect(link(contact.email).getAttribute("href")).toBe(`mailto:${contact.email}`);
    // Read as written; a number's hyphen ("9:00-18:00") is the non-breaking one, which keeps it on one line.
    const read = {
      normalizer: (text: string) =>
        text
          .replace(/\u2011/g, "-")
          .replace(/\s+/g, " ")
          .trim(),
    };
    within(dialog).getByText(contact.address.en, read);
    for (const { days, time } of contact.hours) {
      within(dialog).getByText(`${days.en}: ${time}`, read);
      if (/\d-\d/.test(time)) expect(within(dialog).queryByText(`${days.en}: ${time}`)).toBeNull();
    }
    for (const { network, url } of contact.social) {
      const social = dialog.querySelector(`a[href="${url}"]`);
      expect(social, `no link to ${network}`).not.toBeNull();
      expect(social!.textContent).not.toBe("");
      expect(social!.getAttribute("target")).toBe("_blank");
      expect(social!.getAttribute("rel")).toBe("noopener noreferrer");
    }
    const close = within(dialog).getByRole("button", { name: en("dialog.close"), hidden: true });
    expect(close.closest("form")?.getAttribute("method")).toBe("dialog");
  });
});

describe("the not-found page's HTML", () => {
  it("says so in the page's language, links home, and names where unknown blog URLs go", () => {
    renderChrome("/en/no-such-page");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(en("notFound.title"));
    expect(screen.getByRole("link", { name: en("notFound.home") }).getAttribute("href")).toBe("/en");
    const redirects = JSON.parse(document.querySelector(`[${dom.notFound}]`)!.getAttribute(dom.notFound)!);
    const blog = manifest.routes.find((r) => r.template === "page" && r.blocks.some((b) => b.type === "blog-list"))!;
    expect(redirects).toEqual([{ prefix: `/en${blog.path}/`, to: `/en${blog.path}` }]);
    expect(screen.getByRole("link", { name: en("notFound.blog") }).getAttribute("href")).toBe(`/en${blog.path}`);
  });

  it("has the header's language switch, which leads to the other language's home page without script", () => {
    renderChrome("/no-such-page");
    const link = within(screen.getByRole("banner")).getByRole("link", { name: manifest.interface["lang.switch"].mn });
    expect(link.getAttribute("href")).toBe("/en");
    expect(link.getAttribute("hreflang")).toBe("en");
  });
});
