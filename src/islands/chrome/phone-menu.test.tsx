// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enhanceMenus } from "./menus";
import { enhancePhoneMenu } from "./phone-menu";
import { dropdown, en, manifest, renderChrome } from "./test-page";

let stop: AbortController;

beforeEach(() => {
  renderChrome("/en/about");
  stop = new AbortController();
  enhanceMenus(stop.signal);
  enhancePhoneMenu(stop.signal);
});

afterEach(() => {
  stop.abort();
  cleanup();
});

const toggle = () => document.querySelector<HTMLButtonElement>("header button[aria-controls]")!;
const menu = () => document.getElementById(toggle().getAttribute("aria-controls")!)!;
const shown = () => menu().getAttribute("data-phone-menu") === "open";

describe("the phone menu with script", () => {
  it("is one toggle button naming the menu it shows, in place of the two links", () => {
    expect(screen.queryByRole("link", { name: en("nav.menu") })).toBeNull();
    expect(screen.queryByRole("link", { name: en("nav.close") })).toBeNull();
    const button = screen.getByRole("button", { name: en("nav.menu") });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(menu().contains(screen.getByRole("navigation"))).toBe(true);
    expect(shown()).toBe(false);
  });

  it("opens and closes with the button, which says so", () => {
    fireEvent.click(screen.getByRole("button", { name: en("nav.menu") }));
    expect(shown()).toBe(true);
    const close = screen.getByRole("button", { name: en("nav.close") });
    expect(close.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(close);
    expect(shown()).toBe(false);
    expect(screen.getByRole("button", { name: en("nav.menu") }).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Esc with the focus back on the button, after an open dropdown has closed first", () => {
    fireEvent.click(screen.getByRole("button", { name: en("nav.menu") }));
    const details = dropdown(manifest.navigation.header.menus[0].label.en);
    fireEvent.click(details.querySelector("summary")!);
    details.querySelector("a")!.focus();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect([details.open, shown()]).toEqual([false, true]);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(shown()).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it("closes when the focus goes on past it, and stays open while the focus is in the header", () => {
    fireEvent.click(screen.getByRole("button", { name: en("nav.menu") }));
    within(menu()).getAllByRole("link").at(-1)!.focus();
    screen.getByRole("button", { name: en("nav.close") }).focus();
    expect(shown()).toBe(true);
    const behind = document.body.appendChild(document.createElement("button"));
    behind.focus();
    expect(shown()).toBe(false);
    expect(document.activeElement).toBe(behind);
  });

  it("closes when one of its links is followed", () => {
    fireEvent.click(screen.getByRole("button", { name: en("nav.menu") }));
    const link = within(menu()).getAllByRole("link")[0];
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(shown()).toBe(false);
  });
});
