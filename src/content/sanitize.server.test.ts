import { describe, expect, it } from "vitest";
import { sanitize } from "./sanitize.server";

describe("rich text", () => {
  it("links to a page of the site in the page's own language", () => {
    expect(sanitize('<p><a href="/contact">Get in touch</a></p>', "en")).toBe(
      '<p><a href="/en/contact">Get in touch</a></p>',
    );
    expect(sanitize('<p><a href="/contact#map">Холбогдох</a></p>', "mn")).toBe(
      '<p><a href="/contact#map">Холбогдох</a></p>',
    );
  });

  it("opens other sites in a new tab and drops script", () => {
    expect(sanitize('<a href="https://example.com">x</a><script>alert(1)</script>', "en")).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
