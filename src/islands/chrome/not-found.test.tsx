// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dom } from "../../chrome/dom-names";
import { handleNotFound } from "./not-found";
import { renderChrome } from "./test-page";

const replace = vi.fn();
const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

/** The not-found page of `path`'s language as the host serves it at `path`, with the chrome's script run. */
function visit(path: string) {
  renderChrome(path.startsWith("/en/") ? "/en/no-such-page" : "/no-such-page");
  vi.stubGlobal("location", { pathname: path, replace });
  handleNotFound();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  replace.mockReset();
  warn.mockReset();
});

describe("the not-found page with script", () => {
  it("logs the unknown path it was served at", () => {
    visit("/en/services/no-such-visa");
    expect(warn).toHaveBeenCalledWith("Page not found: /en/services/no-such-visa");
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    ["/blog/no-such-article", "/blog"],
    ["/en/blog/no-such-article", "/en/blog"],
    ["/en/blog/category/nope", "/en/blog"],
    ["/blog/page/99", "/blog"],
  ])("sends %s to the blog list %s, replacing the history entry", (path, list) => {
    visit(path);
    expect(warn).toHaveBeenCalledWith(`Page not found: ${path}`);
    expect(replace).toHaveBeenCalledWith(list);
  });

  it.each([
    ["/services/no-such-visa", "mn", "/en/services/no-such-visa"],
    ["/en/services/no-such-visa", "en", "/services/no-such-visa"],
    ["/en/no-such-page", "en", "/no-such-page"],
  ])("at %s (%s), points the language switch at the same URL in the other language", (path, lang, other) => {
    document.documentElement.lang = lang;
    visit(path);
    const link = document.querySelector<HTMLAnchorElement>(`a[${dom.languageSwitch}]`)!;
    expect(link.getAttribute("href")).toBe(other);
  });

  it("does nothing on another page", () => {
    renderChrome("/en/about");
    handleNotFound();
    expect([warn.mock.calls, replace.mock.calls]).toEqual([[], []]);
  });
});
