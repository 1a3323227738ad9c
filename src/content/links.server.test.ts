import { describe, expect, it } from "vitest";
import { linkKind } from "./links";
import { browserUrl, unsafeReason, writtenLinkKind } from "./links.server";

describe("a link an author wrote", () => {
  it.each([
    ["jav&#x61;script:alert(1)", "javascript:alert(1)"],
    ["&#106;avascript:alert(1)", "javascript:alert(1)"],
    ["&#106avascript:alert(1)", "javascript:alert(1)"],
    ["javascript&colon;alert(1)", "javascript:alert(1)"],
    ["/&sol;evil.example", "//evil.example"],
    ["/a?x=1&amp;y=2", "/a?x=1&y=2"],
    ["https://example.com/?q&copy", "https://example.com/?q©"],
  ])("%j holds a character reference, which a browser reads as %j: unsafe", (href, read) => {
    expect(browserUrl(href)).toBe(read);
    expect(writtenLinkKind(href)).toBe("unsafe");
    expect(unsafeReason(href)).toContain(`a browser reads it as ${JSON.stringify(read)}`);
  });

  it.each([
    ["https://example.com/search?q=visa&lang=en", "external"],
    ["https://example.com/?a=1&copy=2", "external"],
    ["/about?tab=1&amp=2", "internal"],
    ["mailto:info@example.mn", "external"],
    ["/about#team", "internal"],
  ])("%j holds no character reference (a browser leaves it as it is): %s", (href, kind) => {
    expect(browserUrl(href)).toBe(href);
    expect(writtenLinkKind(href)).toBe(kind);
  });

  it("is judged by the same rules as a component's link once it holds no reference", () => {
    for (const href of ["/\t/evil.example", " /about", "//evil.example", "javascript:alert(1)", "/about"])
      expect(writtenLinkKind(href)).toBe(linkKind(href));
  });
});
