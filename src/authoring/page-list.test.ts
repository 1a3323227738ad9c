import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../generated/manifest";
import { copyPath, duplicatePage } from "./duplicate";
import { moveInMenu, placementsOf } from "./menus";

const manifest = {
  settings: { blogCategories: [] },
  navigation: {
    header: {
      links: [{ path: "/" }, { path: "/about" }],
      menus: [
        {
          columns: [
            { heading: { mn: "Аялал", en: "Travel" }, links: [{ path: "/a" }, { path: "/b" }, { path: "/c" }] },
          ],
        },
      ],
    },
    footer: { columns: [{ heading: { mn: "Холбоос", en: "Quick links" }, links: [{ path: "/b" }] }] },
  },
  routes: [
    { path: "/", template: "page", title: { mn: "Нүүр", en: "Home" } },
    { path: "/a", template: "service", title: { mn: "А", en: "A" } },
    { path: "/b", template: "service", title: { mn: "Б", en: "B" } },
  ],
} as unknown as SiteManifest;

describe("the page list's actions", () => {
  it("duplicate a page after it, as a draft at a free path, leaving the original as it was", () => {
    expect(copyPath(manifest, "/a")).toBe("/a-copy");
    const after = duplicatePage(manifest, "/a", copyPath(manifest, "/a"));
    expect(after.routes.map((r) => r.path)).toEqual(["/", "/a", "/a-copy", "/b"]);
    expect(after.routes[2]).toEqual({ ...manifest.routes[1], path: "/a-copy", status: "draft" });
    expect(after.routes[1]).toBe(manifest.routes[1]);
    expect(copyPath(after, "/a")).toBe("/a-copy-2");
    expect(() => duplicatePage(manifest, "/a", "/b")).toThrow(/already used by another page/);
    // A copy, a draft, never takes an old address a redirect sends on: its visitors would find nothing.
    const redirected = { ...manifest, redirects: [{ from: "/a-copy", to: "/b" }] };
    expect(copyPath(redirected, "/a")).toBe("/a-copy-2");
    expect(() => duplicatePage(redirected, "/a", "/a-copy")).toThrow(/is an old address/);
    expect(() => duplicatePage(manifest, "/a", "/A B")).toThrow(/is not a page path/);
  });

  it("find every menu entry of a page and move one up or down within its menu only", () => {
    const places = placementsOf(manifest, "/b");
    expect(places.map((p) => [p.menu, p.index, p.count])).toEqual([
      ["travel", 1, 3],
      ["quick-links", 0, 1],
    ]);
    const up = moveInMenu(manifest, places[0], -1);
    expect(up.navigation.header.menus[0].columns[0].links.map((l) => l.path)).toEqual(["/b", "/a", "/c"]);
    expect(up.navigation.footer).toBe(manifest.navigation.footer);
    expect(manifest.navigation.header.menus[0].columns[0].links.map((l) => l.path)).toEqual(["/a", "/b", "/c"]);
    expect(moveInMenu(manifest, places[1], 1)).toBe(manifest);
  });
});
