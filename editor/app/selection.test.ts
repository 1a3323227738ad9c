import { describe, expect, it } from "vitest";
import { makeManifest } from "../../tests/factories";
import { dequal } from "dequal";
import { movePage } from "../../src/authoring/move";
import { addressOf, changedAt, selectionAt } from "./selection";

const manifest = makeManifest();

describe("the editor's address for what it shows", () => {
  it("names a page by its path and a section by its name, and is read back to the same", () => {
    const index = manifest.routes.findIndex((r) => r.path !== "/");
    expect(addressOf(manifest, { kind: "route", index })).toBe(`#page=${manifest.routes[index].path}`);
    expect(selectionAt(manifest, addressOf(manifest, { kind: "route", index }))).toEqual({ kind: "route", index });
    for (const kind of ["settings", "navigation", "interface"] as const)
      expect(selectionAt(manifest, addressOf(manifest, { kind }))).toEqual({ kind });
  });

  it("names nothing for a page the manifest no longer has, or an address of another kind", () => {
    expect(selectionAt(manifest, "#page=/no-such-page")).toBeUndefined();
    expect(selectionAt(manifest, "#page=%E0%A4%A")).toBeUndefined();
    expect(selectionAt(manifest, "#routes")).toBeUndefined();
    expect(selectionAt(manifest, "")).toBeUndefined();
  });
});

describe("where an undo or redo changed the manifest", () => {
  const about = manifest.routes.findIndex((r) => r.path === "/about");
  const withTitle = (m: typeof manifest, index: number, en: string) => {
    const routes: typeof m.routes = [...m.routes];
    routes[index] = { ...routes[index], title: { ...routes[index].title, en } } as (typeof routes)[number];
    return { ...m, routes };
  };

  it("is the page shown when it changed there, else the page it changed, by its path", () => {
    const changed = withTitle(manifest, about, "Changed");
    expect(changedAt(manifest, changed, { kind: "route", index: about })).toEqual({ kind: "route", index: about });
    expect(changedAt(manifest, changed, { kind: "settings" })).toEqual({ kind: "route", index: about });
  });

  it("is the page shown when it moved to another path or back, not the first page whose links followed it", () => {
    // A page an earlier page of the list links to: the move rewrites that link too.
    const shown = manifest.routes.findIndex(
      (r, i) => r.path !== "/" && manifest.routes.slice(0, i).some((o) => JSON.stringify(o).includes(`"${r.path}"`)),
    );
    const moved = movePage(manifest, manifest.routes[shown].path, `${manifest.routes[shown].path}-moved`);
    expect(manifest.routes.findIndex((r, i) => !dequal(r, moved.routes[i]))).toBeLessThan(shown);
    expect(changedAt(moved, manifest, { kind: "route", index: shown })).toEqual({ kind: "route", index: shown });
    expect(changedAt(manifest, moved, { kind: "route", index: shown })).toEqual({ kind: "route", index: shown });
  });

  it("is the section it changed, or a page it brings back; nothing when it only took a page away", () => {
    const settings = {
      ...manifest,
      settings: { ...manifest.settings, contact: { ...manifest.settings.contact, email: "a@b.mn" } },
    };
    expect(changedAt(manifest, settings, { kind: "route", index: about })).toEqual({ kind: "settings" });
    const without = {
      ...manifest,
      routes: manifest.routes.filter((r) => r.path !== "/about") as typeof manifest.routes,
    };
    expect(changedAt(without, manifest, { kind: "settings" })).toEqual({ kind: "route", index: about });
    expect(changedAt(manifest, without, { kind: "settings" })).toBeUndefined();
  });

  it("is the page shown when a shared figure it shows changed (edited under its text), else the site settings", () => {
    const fact = (mn: string) => ({ clients: { mn, en: "1,500+" } });
    const withFact = (m: typeof manifest, mn: string) => ({ ...m, settings: { ...m.settings, facts: fact(mn) } });
    const before = withFact(withTitle(manifest, about, "{{clients}} clients"), "1500+");
    const changed = withFact(before, "1600+");
    const showing = about;
    const other = manifest.routes.findIndex((r) => r.path !== "/about");
    expect(changedAt(before, changed, { kind: "route", index: showing })).toEqual({ kind: "route", index: showing });
    expect(changedAt(changed, before, { kind: "route", index: showing })).toEqual({ kind: "route", index: showing });
    expect(changedAt(before, changed, { kind: "route", index: other })).toEqual({ kind: "settings" });
  });
});
