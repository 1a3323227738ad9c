// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dom } from "../../chrome/dom-names";
import { enhanceMenus } from "./menus";
import { dropdown, manifest, renderChrome } from "./test-page";

// The spec's timings (spec/site-spec.md §4), written here as the spec gives them.
const openDelayMs = 200;
const skipDelayMs = 300;
const closeDelayMs = 150;
const [first, second] = manifest.navigation.header.menus.map((m) => m.label.en);
let stop: AbortController;

beforeEach(() => {
  renderChrome("/en/about");
  stop = new AbortController();
  enhanceMenus(stop.signal);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  stop.abort();
  cleanup();
});

const mouse = { pointerType: "mouse" };
const enter = (label: string, init = mouse) => fireEvent.pointerEnter(dropdown(label), init);
const leave = (label: string) => fireEvent.pointerLeave(dropdown(label), mouse);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const isOpen = (label: string) => dropdown(label).open;
const summary = (label: string) => dropdown(label).querySelector("summary")!;
const links = (label: string) => [...dropdown(label).querySelectorAll("a")];
const key = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe("a header dropdown under the mouse", () => {
  it(`opens ${openDelayMs} ms after the pointer rests on it, and closes ${closeDelayMs} ms after it leaves`, () => {
    enter(first);
    wait(openDelayMs - 1);
    expect(isOpen(first)).toBe(false);
    wait(1);
    expect(isOpen(first)).toBe(true);
    leave(first);
    wait(closeDelayMs - 1);
    expect(isOpen(first)).toBe(true);
    wait(1);
    expect(isOpen(first)).toBe(false);
  });

  it("stays open when the pointer comes back before it closes", () => {
    enter(first);
    wait(openDelayMs);
    leave(first);
    wait(closeDelayMs - 1);
    enter(first);
    wait(closeDelayMs * 2);
    expect(isOpen(first)).toBe(true);
  });

  it("does not open when the pointer passes over it in less time", () => {
    enter(first);
    wait(openDelayMs - 1);
    leave(first);
    wait(openDelayMs);
    expect(isOpen(first)).toBe(false);
  });

  it("gives way at once to another menu the pointer moves on to, one open at a time", () => {
    enter(first);
    wait(openDelayMs);
    leave(first);
    enter(second);
    wait(0);
    expect(isOpen(second)).toBe(true);
    expect(isOpen(first)).toBe(false);
  });

  it(`opens at once within ${skipDelayMs} ms of another's closing, and after the delay again later`, () => {
    enter(first);
    wait(openDelayMs);
    leave(first);
    wait(closeDelayMs);
    expect(isOpen(first)).toBe(false);
    wait(skipDelayMs - 1);
    enter(second);
    expect(isOpen(second)).toBe(true);
    leave(second);
    wait(closeDelayMs + skipDelayMs);
    enter(first);
    expect(isOpen(first)).toBe(false);
    wait(openDelayMs);
    expect(isOpen(first)).toBe(true);
  });

  it("does not open under a finger or a pen: a tap opens it as a click", () => {
    enter(first, { pointerType: "touch" });
    enter(second, { pointerType: "pen" });
    wait(openDelayMs * 5);
    expect([isOpen(first), isOpen(second)]).toEqual([false, false]);
  });

  it("stays open under a click that follows its opening by the pointer, even when it opened at once", () => {
    enter(first);
    wait(openDelayMs);
    fireEvent.click(summary(first));
    expect(isOpen(first)).toBe(true);
    leave(first);
    enter(second);
    expect(isOpen(second)).toBe(true);
    fireEvent.click(summary(second));
    expect([isOpen(first), isOpen(second)]).toEqual([false, true]);
  });

  it("closes on a click once open, and stays closed while the pointer stays on it", () => {
    enter(first);
    wait(openDelayMs);
    fireEvent.click(summary(first));
    fireEvent.click(summary(first));
    expect(isOpen(first)).toBe(false);
    fireEvent.pointerEnter(summary(first), mouse);
    wait(openDelayMs * 2);
    expect(isOpen(first)).toBe(false);
    leave(first);
    enter(first);
    wait(skipDelayMs + openDelayMs);
    expect(isOpen(first)).toBe(true);
  });

  it("closes when the pointer is pressed elsewhere", () => {
    fireEvent.click(summary(first));
    expect(isOpen(first)).toBe(true);
    fireEvent.pointerDown(links(first)[0]);
    expect(isOpen(first)).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(isOpen(first)).toBe(false);
  });
});

describe("a header dropdown from the keyboard", () => {
  it("opens with ArrowDown at its first link, moves with the arrows, and Esc closes it, back on its button", () => {
    summary(first).focus();
    key("ArrowDown");
    expect(isOpen(first)).toBe(true);
    const items = links(first);
    expect(document.activeElement).toBe(items[0]);
    key("ArrowUp");
    expect(document.activeElement).toBe(items[0]);
    key("ArrowDown");
    expect(document.activeElement).toBe(items[1]);
    key("ArrowUp");
    expect(document.activeElement).toBe(items[0]);
    items.at(-1)!.focus();
    key("ArrowDown");
    expect(document.activeElement).toBe(items.at(-1));
    key("Escape");
    expect(isOpen(first)).toBe(false);
    expect(document.activeElement).toBe(summary(first));
  });

  it("moves into an open menu with ArrowDown", () => {
    fireEvent.click(summary(second));
    summary(second).focus();
    key("ArrowDown");
    expect(document.activeElement).toBe(links(second)[0]);
  });

  it("closes when the focus leaves it", () => {
    summary(first).focus();
    key("ArrowDown");
    links(first)[1].focus();
    expect(isOpen(first)).toBe(true);
    screen.getAllByRole("link")[0].focus();
    expect(isOpen(first)).toBe(false);
  });

  it("closes on Esc wherever the focus is, and leaves the focus there", () => {
    enter(first);
    wait(openDelayMs);
    const elsewhere = screen.getAllByRole("link")[0];
    elsewhere.focus();
    enter(first);
    wait(openDelayMs);
    key("Escape");
    expect(isOpen(first)).toBe(false);
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe("a header dropdown's panel", () => {
  afterEach(() => vi.restoreAllMocks());

  /** Opens the dropdown with its panel drawn from `left` to `right` in a window 1024 px wide. */
  const openAt = (label: string, left: number, right: number) => {
    const panel = summary(label).nextElementSibling!;
    vi.spyOn(panel, "getBoundingClientRect").mockReturnValue({ left, right } as DOMRect);
    vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(1024);
    dropdown(label).open = true;
    fireEvent(dropdown(label), new Event("toggle"));
    return dropdown(label).parentElement!;
  };

  it("stays under its own item when it fits in the window", () => {
    expect(openAt(second, 600, 1000).hasAttribute(dom.fitRow)).toBe(false);
  });

  it.each([
    ["right", 800, 1100],
    ["left", -40, 300],
  ])("opens under the whole menu row when it would leave the window on the %s", (_, left, right) => {
    expect(openAt(second, left, right).hasAttribute(dom.fitRow)).toBe(true);
  });
});
