import { describe, expect, it } from "vitest";
import { localizePath, parsePath, routeTable } from "./table";

const manifest = {
  routes: [
    { path: "/", template: "page" as const },
    { path: "/about", template: "page" as const },
    { path: "/services/working-holiday", template: "visa" as const },
  ],
};

describe("routeTable", () => {
  it("lists every route in Mongolian at its own path and in English under /en", () => {
    expect(routeTable(manifest).map((e) => [e.id, e.path, e.lang, e.template])).toEqual([
      ["mn:/", "/", "mn", "page"],
      ["mn:/about", "/about", "mn", "page"],
      ["mn:/services/working-holiday", "/services/working-holiday", "mn", "visa"],
      ["en:/", "/en", "en", "page"],
      ["en:/about", "/en/about", "en", "page"],
      ["en:/services/working-holiday", "/en/services/working-holiday", "en", "visa"],
    ]);
  });

  it("gives every entry a unique path and id", () => {
    const table = routeTable(manifest);
    expect(new Set(table.map((e) => e.path)).size).toBe(table.length);
    expect(new Set(table.map((e) => e.id)).size).toBe(table.length);
  });
});

describe("localizePath", () => {
  it("keeps Mongolian paths and prefixes English ones, anchors included", () => {
    expect(localizePath("/about", "mn")).toBe("/about");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/about", "en")).toBe("/en/about");
    expect(localizePath("/#process", "en")).toBe("/en#process");
    expect(localizePath("/about#team", "en")).toBe("/en/about#team");
  });
});

describe("parsePath", () => {
  it("reads the language and the manifest path back from a URL", () => {
    expect(parsePath("/en")).toEqual({ lang: "en", source: "/" });
    expect(parsePath("/en/about/")).toEqual({ lang: "en", source: "/about" });
    expect(parsePath("/english")).toEqual({ lang: "mn", source: "/english" });
    expect(parsePath("/")).toEqual({ lang: "mn", source: "/" });
  });
});
