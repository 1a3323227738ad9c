import { describe, expect, it } from "vitest";
import { todoMarker } from "../../../src/content/todo-marker";
import { writtenTitle } from "./link-row";

describe("a menu link's page title", () => {
  it("is the title written, and nothing while the title is still to write, so that the link shows its path", () => {
    const title = { mn: `${todoMarker} монголоор бичнэ үү`, en: "Student visa" };
    expect(writtenTitle(title, "en")).toBe("Student visa");
    expect(writtenTitle(title, "mn")).toBeUndefined();
    expect(writtenTitle(undefined, "mn")).toBeUndefined();
  });
});
