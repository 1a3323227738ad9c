import { describe, expect, it } from "vitest";
import { merge } from "../merge";
import { maxSteps, mergeWithinMs, rebase, record, redo, startHistory, undo } from "./undo";

describe("the editor's undo history", () => {
  it("undoes and redoes each change, a deletion included", () => {
    let h = startHistory({ items: ["a", "b", "c"] });
    h = record(h, { items: ["a", "c"] }, "/routes/0/items", 0);
    h = record(h, { items: ["a", "c", "d"] }, "/routes/0/items", 5000);
    h = undo(h);
    expect(h.present).toEqual({ items: ["a", "c"] });
    h = undo(h);
    expect(h.present).toEqual({ items: ["a", "b", "c"] });
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toEqual({ items: ["a", "c", "d"] });
    expect(redo(h)).toBe(h);
  });

  it("makes one step of typing in one field, and a new step for another field or after a pause", () => {
    let h = startHistory("");
    for (const [i, text] of ["H", "He", "Hel"].entries()) h = record(h, text, "/title/mn", i * 100);
    expect(h.past).toEqual([""]);
    h = record(h, "Hel!", "/title/en", 300);
    h = record(h, "Hel!?", "/title/en", 300 + mergeWithinMs);
    expect(h.past).toEqual(["", "Hel", "Hel!"]);
  });

  it("never merges a change of no place (a merge, a new page) into typing", () => {
    let h = record(startHistory("a"), "ab", "/title/mn", 0);
    h = record(h, "merged", undefined, 10);
    h = record(h, "merged again");
    expect(h.past).toEqual(["a", "ab", "merged"]);
  });

  it("forgets what was undone once a new change is made", () => {
    let h = record(startHistory(1), 2, "/a", 0);
    h = record(undo(h), 3, "/b", 5000);
    expect(h.future).toEqual([]);
    expect(undo(h).present).toBe(1);
  });

  it("carried onto a file another tab saved, undoes the author's own edits and keeps the other's", () => {
    const base = { email: "a@x.mn", title: "Home", fee: 850 };
    let h = startHistory(base);
    h = record(h, { ...base, email: "b@x.mn" }, "/email", 0);
    h = record(h, { ...h.present, fee: 900 }, "/fee", 5000);
    h = undo(h);
    const theirs = { ...base, title: "Home page" };
    const onto = (step: typeof base) => merge(base, step, theirs).data as typeof base;
    h = rebase(h, onto(h.present), onto);
    expect(h.present).toEqual({ email: "b@x.mn", title: "Home page", fee: 850 });
    expect(undo(h).present).toEqual(theirs);
    expect(redo(h).present).toEqual({ email: "b@x.mn", title: "Home page", fee: 900 });
  });

  it("keeps a bounded number of steps", () => {
    let h = startHistory(0);
    for (let i = 1; i <= maxSteps + 10; i++) h = record(h, i, `/field/${i}`, i * 10_000);
    expect(h.past).toHaveLength(maxSteps);
    expect(h.past[0]).toBe(10);
  });
});
