import { describe, expect, it } from "vitest";
import { commonFolder } from "./template-names";

describe("the folder a template's pages share", () => {
  it("is the leading folders every path has", () => {
    expect(commonFolder(["/services/student", "/services/pte"])).toBe("/services/");
    expect(commonFolder(["/study/uk/oxford", "/study/uk/cambridge", "/study/uk/london"])).toBe("/study/uk/");
  });

  it("is the root when the paths share none, or there are no paths", () => {
    expect(commonFolder(["/", "/about", "/services/student"])).toBe("/");
    expect(commonFolder(["/a/x", "/b/x"])).toBe("/");
    expect(commonFolder([])).toBe("/");
  });

  it("stops at the first folder that differs", () => {
    expect(commonFolder(["/a/b/c/d", "/a/x/c/d"])).toBe("/a/");
  });
});
