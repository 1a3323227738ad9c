import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile, pathMatches } from "./headers";

describe("a _headers rule's path, as static hosts match it", () => {
  it("is exact without a *, and a * stands for any characters wherever it is", () => {
    expect(pathMatches("/about", "/about")).toBe(true);
    expect(pathMatches("/about", "/about/")).toBe(false);
    expect(pathMatches("/assets/*", "/assets/chrome-1.js")).toBe(true);
    expect(pathMatches("/assets/*", "/assetsx")).toBe(false);
    expect(pathMatches("/*.svg", "/favicon.svg")).toBe(true);
    expect(pathMatches("/*.svg", "/images/team/a.svg")).toBe(true);
    expect(pathMatches("/*.svg", "/images/a.svgz")).toBe(false);
    expect(pathMatches("/*.svg", "/images/a-svg")).toBe(false);
  });
});

describe("the site's _headers", () => {
  const rules = parseHeadersFile(readFileSync("public/_headers", "utf8"));
  const policy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

  it("gives every file of public/ a policy under which nothing runs, SVGs wherever they are", () => {
    for (const path of ["/images/team/nomin.svg", "/images/share.png", "/favicon.svg", "/evil.svg"])
      expect(headersFor(rules, path)["Content-Security-Policy"], path).toBe(policy);
  });

  it("leaves pages and the bundle to the build's policies", () => {
    for (const path of ["/", "/about", "/assets/chrome-1.js"])
      expect(headersFor(rules, path)["Content-Security-Policy"], path).toBeUndefined();
  });
});
