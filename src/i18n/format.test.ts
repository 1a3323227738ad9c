import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./format";

describe("figures and dates written in the page's language", () => {
  it("amounts of money as whole amounts with their currency", () => {
    expect(formatMoney("en", "USD", 85000)).toBe("$85,000");
    expect(formatMoney("en", "AUD", 120000)).toBe("A$120,000");
    expect(formatMoney("en", "USD", 90000)).toBe("$90,000");
  });

  it("dates written out, the same day whatever the build machine's time zone", () => {
    expect(formatDate("en-GB", "2026-03-12")).toBe("12 March 2026");
    expect(formatDate("en-GB", "2026-03-12", "medium")).toBe("12 Mar 2026");
    expect(formatDate("en-US", "2026-03-12")).toBe("March 12, 2026");
    // Mongolian writes the month by its number, on an article's card and on the article alike.
    expect(formatDate("mn", "2026-03-12")).toBe("2026 оны 3-р сарын 12");
    expect(formatDate("mn", "2026-03-12", "medium")).toBe("2026 оны 3-р сарын 12");
  });
});
