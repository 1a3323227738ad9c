import { describe, expect, it } from "vitest";
import { forgetEdits, keepEdits, keptEdits } from "./kept-edits";

function memoryStore(full = false) {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException("quota", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("unsaved edits kept in the browser", () => {
  const edits = {
    file: "/a/site.manifest.json",
    version: "v1",
    base: { a: 1 },
    data: { a: 2 },
    at: "2026-11-25T10:00:00Z",
  };

  it("are given back for the same file only, until forgotten", () => {
    const store = memoryStore();
    expect(keepEdits(store, edits)).toBe(true);
    expect(keptEdits(store, edits.file)).toEqual(edits);
    expect(keptEdits(store, "/b/site.manifest.json")).toBeUndefined();
    forgetEdits(store, edits.file);
    expect(keptEdits(store, edits.file)).toBeUndefined();
  });

  it("report a full storage instead of throwing, and ignore what is not theirs", () => {
    expect(keepEdits(memoryStore(true), edits)).toBe(false);
    const store = memoryStore();
    store.setItem("editor-unsaved:/a/site.manifest.json", "{not json");
    expect(keptEdits(store, edits.file)).toBeUndefined();
  });
});
