import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseLogo } from "./logo";

describe("reading a logo drawn as flat SVG", () => {
  it("keeps its viewBox and its filled paths and rectangles in order, a rounded rectangle as a path", () => {
    const logo = parseLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><title>Name</title>' +
        '<rect width="40" height="40" rx="8" fill="#1d3557"/><path d="M1 2L3 4Z" fill="#e9c46a"/>' +
        '<path d="M5 5L6 6Z" fill="none"/><rect x="50" y="10" width="10" height="5" fill="#fff"/></svg>',
    );
    expect(logo).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 40,
      shapes: [
        { d: "M8 0H32A8 8 0 0 1 40 8V32A8 8 0 0 1 32 40H8A8 8 0 0 1 0 32V8A8 8 0 0 1 8 0Z", fill: "#1d3557" },
        { d: "M1 2L3 4Z", fill: "#e9c46a" },
        { d: "M50 10H60V15H50Z", fill: "#fff" },
      ],
    });
  });

  it("gives nothing for a file without a viewBox or without shapes", () => {
    expect(parseLogo('<svg width="10" height="10"><path d="M0 0Z" fill="#000"/></svg>')).toBeUndefined();
    expect(parseLogo('<svg viewBox="0 0 10 10"><text>Name</text></svg>')).toBeUndefined();
  });

  it("reads the brand's logo in both languages", () => {
    for (const lang of ["mn", "en"]) {
      const logo = parseLogo(readFileSync(`public/images/brand/logo-${lang}.svg`, "utf8"));
      expect(logo?.shapes.length).toBeGreaterThan(3);
      expect(logo!.width).toBeGreaterThan(logo!.height);
    }
  });
});
