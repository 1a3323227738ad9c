import { afterEach, describe, expect, it, vi } from "vitest";
import { changesBetween } from "../../src/authoring/changes";
import { forgetEdits, keepEdits, keptEdits, pageToShow, watchKeptEdits, type KeptEdits } from "./kept-edits";

function memoryStore(full = false) {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException("quota", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe("unsaved edits kept in the browser", () => {
  const edits = {
    file: "/a/site.manifest.json",
    version: "v1",
    base: { a: 1 },
    data: { a: 2 },
    at: "2026-11-25T10:00:00Z",
    page: "tab-a",
  };

  it("are given back for the same file only, until forgotten", () => {
    const store = memoryStore();
    expect(keepEdits(store, edits)).toBe(true);
    expect(keptEdits(store, edits.file)).toEqual(edits);
    expect(keptEdits(store, "/b/site.manifest.json")).toBeUndefined();
    forgetEdits(store, edits);
    expect(keptEdits(store, edits.file)).toBeUndefined();
  });

  it("are kept apart for each editor page: one page's save forgets only its own, and an open page's are not offered", () => {
    const store = memoryStore();
    const other = { ...edits, data: { a: 3 }, at: "2026-11-25T10:05:00Z", page: "tab-b" };
    keepEdits(store, edits);
    keepEdits(store, other);
    forgetEdits(store, edits);
    expect(keptEdits(store, edits.file)).toEqual(other);
    expect(keptEdits(store, edits.file, new Set(["tab-b"]))).toBeUndefined();
    keepEdits(store, edits);
    // The newest edits of a closed page first.
    expect(keptEdits(store, edits.file)).toEqual(other);
    expect(keptEdits(store, edits.file, new Set(["tab-b"]))).toEqual(edits);
  });

  it("still offers edits kept before each page kept its own", () => {
    const store = memoryStore();
    const { page: _page, ...earlier } = edits;
    store.setItem("editor-unsaved:/a/site.manifest.json", JSON.stringify(earlier));
    expect(keptEdits(store, edits.file, new Set(["tab-a"]))).toEqual(earlier);
    forgetEdits(store, earlier);
    expect(keptEdits(store, edits.file)).toBeUndefined();
  });

  it("report a full storage instead of throwing, and ignore what is not theirs", () => {
    expect(keepEdits(memoryStore(true), edits)).toBe(false);
    const store = memoryStore();
    store.setItem("editor-unsaved:/a/site.manifest.json", "{not json");
    store.setItem("editor-unsaved:/a/site.manifest.json.bak#tab-c", JSON.stringify({ ...edits, page: "tab-c" }));
    expect(keptEdits(store, edits.file)).toBeUndefined();
  });
});

describe("the page shown once kept edits are back", () => {
  /** Pages by path and title; a page's own title unless given. */
  const site = (...pages: (string | [string, string])[]) => ({
    routes: pages.map((page) =>
      typeof page === "string" ? { path: page, title: page } : { path: page[0], title: page[1] },
    ),
  });
  const before = site("/", "/about", "/contact");

  it("is the page they moved, not the home page whose link to it they changed", () => {
    const moved = site(["/", "links to /about-us"], ["/about-us", "/about"], "/contact");
    expect(pageToShow(changesBetween(before, moved))).toBe("/about-us");
  });

  it("is the first page they change, when they add or move none, and never one they delete", () => {
    expect(pageToShow(changesBetween(before, site("/", ["/contact", "Contact"])))).toBe("/contact");
    expect(pageToShow(changesBetween(before, site("/", "/contact")))).toBeUndefined();
  });
});

describe("watching for edits left by pages that close", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("offers them even when the page's closing went unnoticed, once the locks held show it gone", async () => {
    vi.useFakeTimers();
    // The browser's Web Locks, as far as the watch uses them; a lock waited for is never granted here.
    const held = new Set<string>();
    type Grant = (lock: object | null) => unknown;
    const request = (name: string, ...rest: [Grant] | [{ ifAvailable?: boolean }, Grant]) => {
      const [options, grant] = rest.length === 1 ? [{}, rest[0]] : rest;
      if (!options.ifAvailable && held.has(name)) return new Promise(() => {});
      const free = !held.has(name);
      if (rest.length === 1) held.add(name);
      return Promise.resolve(grant(free ? { name } : null));
    };
    vi.stubGlobal("navigator", {
      locks: { request, query: async () => ({ held: [...held].map((name) => ({ name })) }) },
    });
    vi.stubGlobal("document", { visibilityState: "visible" });
    vi.stubGlobal("addEventListener", () => {});
    const store = memoryStore();
    const left = {
      file: "/a/site.manifest.json",
      version: "v1",
      base: {},
      data: { a: 1 },
      at: "2026-11-25T10:00:00Z",
      page: "tab-old",
    };
    keepEdits(store, left);
    held.add("editor-page:tab-old");

    const offered: (KeptEdits | undefined)[] = [];
    const watch = watchKeptEdits(store, left.file, (edits) => offered.push(edits));
    await vi.advanceTimersByTimeAsync(0);
    expect(offered).toEqual([undefined]);
    // The page closes; the lock waited for is never granted: only the comparison finds it gone.
    held.delete("editor-page:tab-old");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(offered.at(-1)).toEqual(left);
    watch.stop();
  });

  it("offers the newest edits of closed pages first, saying how many more wait, then the next", async () => {
    vi.stubGlobal("navigator", {});
    const store = memoryStore();
    const left = (page: string, at: string) => ({
      file: "/a/site.manifest.json",
      version: "v1",
      base: {},
      data: { page },
      at,
      page,
    });
    const [older, newer] = [left("tab-1", "2026-11-25T10:00:00Z"), left("tab-2", "2026-11-26T10:00:00Z")];
    keepEdits(store, older);
    keepEdits(store, newer);
    const offered: [KeptEdits | undefined, number][] = [];
    const watch = watchKeptEdits(store, older.file, (edits, more) => offered.push([edits, more]));
    expect(offered).toEqual([[newer, 1]]);
    forgetEdits(store, newer);
    watch.offerNext();
    expect(offered.at(-1)).toEqual([older, 0]);
  });
});
