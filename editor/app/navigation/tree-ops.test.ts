import { describe, expect, it } from "vitest";
import { insertItem, keyboardTarget, moveItem, removeItem, setAt } from "./tree-ops";

const nav = {
  header: { links: ["a", "b", "c"], menus: [{ columns: [{ links: ["d", "e"] }, { links: ["f"] }] }] },
  footer: { columns: [{ links: ["g"] }] },
};
const first = ["header", "menus", 0, "columns", 0, "links"] as const;
const second = ["header", "menus", 0, "columns", 1, "links"] as const;

describe("navigation tree operations", () => {
  it("move an item to the gap before another, in its list, copying only what changes", () => {
    const down = moveItem(nav, { list: ["header", "links"], index: 0 }, { list: ["header", "links"], index: 2 });
    expect(down.header.links).toEqual(["b", "a", "c"]);
    expect(down.header.menus).toBe(nav.header.menus);
    expect(down.footer).toBe(nav.footer);
    expect(
      moveItem(nav, { list: ["header", "links"], index: 2 }, { list: ["header", "links"], index: 0 }).header.links,
    ).toEqual(["c", "a", "b"]);
    expect(
      moveItem(nav, { list: ["header", "links"], index: 1 }, { list: ["header", "links"], index: 3 }).header.links,
    ).toEqual(["a", "c", "b"]);
    // Dropped where it is: nothing changes.
    expect(moveItem(nav, { list: ["header", "links"], index: 1 }, { list: ["header", "links"], index: 2 })).toBe(nav);
    expect(nav.header.links).toEqual(["a", "b", "c"]);
  });

  it("move an item to another list, and columns within a menu", () => {
    const moved = moveItem(nav, { list: first, index: 1 }, { list: second, index: 0 });
    expect(moved.header.menus[0].columns.map((c) => c.links)).toEqual([["d"], ["e", "f"]]);
    const columns = ["header", "menus", 0, "columns"];
    expect(moveItem(nav, { list: columns, index: 1 }, { list: columns, index: 0 }).header.menus[0].columns).toEqual([
      { links: ["f"] },
      { links: ["d", "e"] },
    ]);
  });

  it("insert, remove and replace", () => {
    expect(insertItem(nav, ["footer", "columns", 0, "links"], "h").footer.columns[0].links).toEqual(["g", "h"]);
    expect(insertItem(nav, ["footer", "legal"], "x").footer).toEqual({ columns: [{ links: ["g"] }], legal: ["x"] });
    expect(removeItem(nav, { list: first, index: 0 }).header.menus[0].columns[0].links).toEqual(["e"]);
    expect(setAt(nav, [...second, 0], "z").header.menus[0].columns[1].links).toEqual(["z"]);
  });

  it("move by keyboard one place, and past a column's end into the next column", () => {
    expect(keyboardTarget(nav, { list: first, index: 1 }, -1, [first, second])).toEqual({ list: first, index: 0 });
    expect(keyboardTarget(nav, { list: first, index: 0 }, 1, [first, second])).toEqual({ list: first, index: 2 });
    expect(keyboardTarget(nav, { list: first, index: 1 }, 1, [first, second])).toEqual({ list: second, index: 0 });
    expect(keyboardTarget(nav, { list: second, index: 0 }, -1, [first, second])).toEqual({ list: first, index: 2 });
    expect(keyboardTarget(nav, { list: first, index: 0 }, -1, [first, second])).toBeUndefined();
    expect(keyboardTarget(nav, { list: second, index: 0 }, 1, [first, second])).toBeUndefined();
  });
});
