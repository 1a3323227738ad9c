// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "../site-context";
import { SiteLink } from "./site-link";

afterEach(cleanup);

function linkFor(href: string, navigate?: (to: string) => void) {
  render(
    <SiteContext.Provider value={{ lang: "en", strings: {}, navigate }}>
      <MemoryRouter>
        <SiteLink href={href}>the caption</SiteLink>
      </MemoryRouter>
    </SiteContext.Provider>,
  );
  return screen.getByText("the caption");
}

/**
 * Clicks `link` and says whether the page left the click to the browser (did not prevent it). The
 * browser's own navigation, which jsdom does not have, is then stopped.
 */
function leftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let left = false;
  const stop = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", stop);
  fireEvent.click(link, init);
  window.removeEventListener("click", stop);
  return left;
}

describe("a link from data, as a visitor's browser gets it", () => {
  it("a page of the site goes to the page in the same language", () => {
    expect(linkFor("/about").getAttribute("href")).toBe("/en/about");
  });

  it("another site opens in a new tab that cannot reach back into the page", () => {
    const link = linkFor("https://www.example.com/page?a=1&b=2");
    expect(link.getAttribute("href")).toBe("https://www.example.com/page?a=1&b=2");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("mailto and tel stay in the same tab", () => {
    expect(linkFor("mailto:info@example.mn").getAttribute("target")).toBeNull();
    cleanup();
    expect(linkFor("tel:+97677112018").getAttribute("href")).toBe("tel:+97677112018");
  });

  // Addresses the validator refuses; should one reach a page, its caption is shown without a link.
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "jav&#x61;script:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
  ])("%j is shown as text, not as a link", (href) => {
    const caption = linkFor(href);
    expect(caption.tagName).toBe("SPAN");
    expect(caption.closest("a")).toBeNull();
  });

  it("a click on a page of the site moves the router there instead of loading the page again", () => {
    const navigate = vi.fn();
    const link = linkFor("/about", navigate);
    expect(leftToBrowser(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/en/about", { replace: false });
  });

  it("a click with a modifier key or another button is left to the browser (a new tab or window)", () => {
    const navigate = vi.fn();
    const link = linkFor("/about", navigate);
    expect(leftToBrowser(link, { ctrlKey: true })).toBe(true);
    expect(leftToBrowser(link, { metaKey: true })).toBe(true);
    expect(leftToBrowser(link, { shiftKey: true })).toBe(true);
    expect(leftToBrowser(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a click on another site's address is left to the browser", () => {
    const navigate = vi.fn();
    expect(leftToBrowser(linkFor("https://www.example.com/", navigate))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
