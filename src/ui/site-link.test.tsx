// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteContext } from "../site-context";
import { SiteLink } from "./site-link";

afterEach(cleanup);

function linkFor(href: string) {
  render(
    <SiteContext.Provider value={{ lang: "en", strings: {} }}>
      <SiteLink href={href}>the caption</SiteLink>
    </SiteContext.Provider>,
  );
  return screen.getByText("the caption");
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
});
