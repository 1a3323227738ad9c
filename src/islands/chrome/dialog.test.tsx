// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConsultationButton } from "../../chrome/consultation";
import { enhanceDialogs } from "./dialog";
import { en, renderChrome } from "./test-page";

// jsdom knows neither invoker commands nor modal dialogs: the least of a modal dialog, for the
// script to call where a browser lacks invoker commands.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
      this.querySelector<HTMLElement>("a[href]")?.focus();
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    },
  });
});

let stop: AbortController;

beforeEach(() => {
  renderChrome("/en/about");
  stop = new AbortController();
  enhanceDialogs(stop.signal);
});

afterEach(() => {
  stop.abort();
  cleanup();
});

const dialog = () => document.querySelector("dialog")!;
const openers = () => screen.getAllByRole("button", { name: en("header.consult") });
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: "Tab", shiftKey });

describe("the consultation dialog where invoker commands are unknown", () => {
  it("opens from each consultation button, and its close button gives the focus back to that button", () => {
    for (const opener of openers()) {
      fireEvent.click(opener);
      expect(dialog().open).toBe(true);
      expect(dialog().contains(document.activeElement)).toBe(true);
      // A click need not focus the button (Safari's does not): the focus still goes back to it.
      dialog().close();
      expect(document.activeElement).toBe(opener);
    }
  });

  it("opens from a button drawn after the script ran, as an island's", () => {
    render(<ConsultationButton label="Book from the finder" />);
    fireEvent.click(screen.getByRole("button", { name: "Book from the finder" }));
    expect(dialog().open).toBe(true);
  });

  it("keeps Tab and Shift+Tab inside", () => {
    fireEvent.click(openers()[0]);
    const items = [...dialog().querySelectorAll<HTMLElement>("a[href], button")];
    expect(document.activeElement).toBe(items[0]);
    tab(true);
    expect(document.activeElement).toBe(items.at(-1));
    expect(items.at(-1)).toBe(within(dialog()).getByRole("button", { name: en("dialog.close") }));
    tab();
    expect(document.activeElement).toBe(items[0]);
    // Between the first and the last, Tab is the browser's own.
    items[1].focus();
    expect(tab()).toBe(true);
  });

  it("closes on a click on its backdrop, not on a click in its box", () => {
    fireEvent.click(openers()[0]);
    fireEvent.click(within(dialog()).getAllByRole("link")[0], { clientX: 0, clientY: 0 });
    expect(dialog().open).toBe(true);
    // jsdom lays nothing out: the dialog's box is empty, and any point is outside it.
    fireEvent.click(dialog(), { clientX: 5, clientY: 5 });
    expect(dialog().open).toBe(false);
  });
});
