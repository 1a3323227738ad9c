// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, siteManifest } from "../../tests/render";
import { languageKey } from "./language-switch";

const manifest = siteManifest();
const en = (key: string) => manifest.interface[key].en;
const [firstMenu, secondMenu] = manifest.navigation.header.menus;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

/** The page at phone width in jsdom: the menu is behind its toggle. */
function openMobileMenu() {
  fireEvent.click(screen.getByRole("button", { name: en("nav.menu") }));
}

const trigger = (label: string) => screen.getByRole("button", { name: label });
const hover = (element: Element) => fireEvent.pointerMove(element, { pointerType: "mouse" });
const leave = (element: Element) => fireEvent.pointerLeave(element, { pointerType: "mouse" });

describe("header dropdowns", () => {
  beforeEach(() => {
    renderPage(manifest, "/en/about");
    openMobileMenu();
  });

  it("open 200 ms after the pointer rests on them, and close 150 ms after it leaves", () => {
    vi.useFakeTimers();
    hover(trigger(firstMenu.label.en));
    act(() => vi.advanceTimersByTime(199));
    expect(trigger(firstMenu.label.en).getAttribute("aria-expanded")).toBe("false");
    act(() => vi.advanceTimersByTime(1));
    expect(trigger(firstMenu.label.en).getAttribute("aria-expanded")).toBe("true");
    leave(trigger(firstMenu.label.en));
    act(() => vi.advanceTimersByTime(149));
    expect(trigger(firstMenu.label.en).getAttribute("aria-expanded")).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(trigger(firstMenu.label.en).getAttribute("aria-expanded")).toBe("false");
  });

  it("open at once when the pointer moves on to another menu within 300 ms", () => {
    vi.useFakeTimers();
    hover(trigger(firstMenu.label.en));
    act(() => vi.advanceTimersByTime(200));
    leave(trigger(firstMenu.label.en));
    hover(trigger(secondMenu.label.en));
    act(() => vi.advanceTimersByTime(0));
    expect(trigger(secondMenu.label.en).getAttribute("aria-expanded")).toBe("true");
    expect(trigger(firstMenu.label.en).getAttribute("aria-expanded")).toBe("false");
  });

  it("open on click and list their columns' links in the page's language", async () => {
    const user = userEvent.setup();
    await user.click(trigger(firstMenu.label.en));
    const panel = document.getElementById(trigger(firstMenu.label.en).getAttribute("aria-controls")!)!;
    expect(
      within(panel)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(firstMenu.columns.map((c) => c.heading.en));
    for (const column of firstMenu.columns) {
      for (const link of column.links) {
        const title = link.label ?? manifest.routes.find((r) => r.path === link.path)!.title;
        expect(within(panel).getByRole("link", { name: title.en }).getAttribute("href")).toBe(`/en${link.path}`);
      }
    }
  });

  it("open with ArrowDown, move with the arrows, and close with Esc returning focus to the trigger", async () => {
    const user = userEvent.setup();
    trigger(firstMenu.label.en).focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger(firstMenu.label.en).getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(trigger(firstMenu.label.en).getAttribute("aria-controls")!)!;
    const links = within(panel).getAllByRole("link");
    await vi.waitFor(() => expect(document.activeElement).toBe(links[0]));
    await user.keyboard("{ArrowDown}");
    await vi.waitFor(() => expect(document.activeElement).toBe(links[1]));
    await user.keyboard("{Escape}");
    expect(trigger(firstMenu.label.en).getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger(firstMenu.label.en));
  });

  it("open with Enter too", async () => {
    const user = userEvent.setup();
    trigger(secondMenu.label.en).focus();
    await user.keyboard("{Enter}");
    expect(trigger(secondMenu.label.en).getAttribute("aria-expanded")).toBe("true");
  });
});

describe("the phone menu", () => {
  it("is a toggled list", async () => {
    const user = userEvent.setup();
    renderPage(manifest, "/en");
    const toggle = screen.getByRole("button", { name: en("nav.menu") });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // The toggle names the menu it shows, for a screen reader's user.
    expect(
      document.getElementById(toggle.getAttribute("aria-controls")!)?.contains(screen.getByRole("navigation")),
    ).toBe(true);
    await user.click(toggle);
    expect(screen.getByRole("button", { name: en("nav.close") }).getAttribute("aria-expanded")).toBe("true");
  });
});

describe("the language switch", () => {
  it("goes to the same page in the other language and remembers the choice", async () => {
    const user = userEvent.setup();
    renderPage(manifest, "/services/student");
    const link = screen.getByRole("link", { name: manifest.interface["lang.switch"].mn });
    expect(link.getAttribute("href")).toBe("/en/services/student");
    expect(link.getAttribute("title")).toBe(manifest.interface["lang.switchLabel"].mn);
    await user.click(link);
    expect(localStorage.getItem(languageKey)).toBe("en");
  });
});

describe("the consultation dialog", () => {
  it("shows the contact details, traps focus, closes on Esc and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderPage(manifest, "/en/about");
    openMobileMenu();
    const [opener] = screen.getAllByRole("button", { name: en("header.consult") });
    await user.click(opener);
    // The dialog's code is fetched on demand: it appears once it has arrived.
    const dialog = await screen.findByRole("dialog", { name: en("dialog.title") }, { timeout: 10_000 });
    const { contact } = manifest.settings;
    for (const phone of contact.phones)
      expect(within(dialog).getByRole("link", { name: phone }).getAttribute("href")).toBe(
        `tel:${phone.replace(/\s/g, "")}`,
      );
    expect(within(dialog).getByRole("link", { name: contact.email }).getAttribute("href")).toBe(
      `mailto:${contact.email}`,
    );
    within(dialog).getByText(contact.address.en);
    for (const { days, time } of contact.hours) within(dialog).getByText(`${days.en}: ${time}`);
    const links = within(dialog).getAllByRole("link");
    for (const { network, url } of contact.social) {
      const social = links.find((a) => a.getAttribute("href") === url);
      expect(social, `no link to ${network}`).toBeDefined();
      expect(social!.textContent).not.toBe("");
      expect(social!.getAttribute("target")).toBe("_blank");
      expect(social!.getAttribute("rel")).toBe("noopener noreferrer");
    }
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    // The dialog gives the focus back in a task of its own, once it has gone.
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    renderPage(manifest, "/en/about");
    openMobileMenu();
    await user.click(screen.getAllByRole("button", { name: en("header.consult") })[0]);
    await user.click(await screen.findByRole("button", { name: en("dialog.close") }, { timeout: 10_000 }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
