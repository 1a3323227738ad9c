import { describe, expect, it } from "vitest";
import { makeManifest } from "../../tests/factories";
import { addressOf, selectionAt } from "./selection";

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
