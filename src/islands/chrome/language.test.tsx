// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languageKey } from "../../chrome/dom-names";
import { enhanceLanguageSwitch } from "./language";
import { manifest, renderChrome } from "./test-page";

const replace = vi.fn();

/** The page at `path`, arrived at from `referrer` ("" for none), with the chrome's script run. */
function arrive(path: string, referrer: string) {
  renderChrome(path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  vi.stubGlobal("location", { origin: window.location.origin, pathname: path, replace });
  enhanceLanguageSwitch();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  replace.mockReset();
  delete (document as { referrer?: string }).referrer;
  localStorage.clear();
});

const elsewhere = "https://www.example.com/search";
const switchLink = (lang: "mn" | "en") => screen.getByRole("link", { name: manifest.interface["lang.switch"][lang] });

describe("the language switch with script", () => {
  it("remembers the language chosen", () => {
    arrive("/services/student", "");
    const link = switchLink("mn");
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(localStorage.getItem(languageKey)).toBe("en");
  });

  it("takes a visitor from elsewhere to the page in the language they chose, replacing the history entry", () => {
    localStorage.setItem(languageKey, "en");
    arrive("/services/student", elsewhere);
    expect(replace).toHaveBeenCalledWith(`${window.location.origin}/en/services/student`);
  });

  it("does the same for a visitor who typed the address (no referrer)", () => {
    localStorage.setItem(languageKey, "mn");
    arrive("/en/about", "");
    expect(replace).toHaveBeenCalledWith(`${window.location.origin}/about`);
  });

  it("leaves the page as it is when the visitor came from the site, chose its language, or chose none", () => {
    localStorage.setItem(languageKey, "en");
    arrive("/services/student", `${window.location.origin}/en/about`);
    cleanup();
    arrive("/en/about", elsewhere);
    cleanup();
    localStorage.clear();
    arrive("/about", elsewhere);
    expect(replace).not.toHaveBeenCalled();
  });
});
