import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyRegistry } from "./lazy-registry";

describe("a registry of components loaded on demand", () => {
  it("loads each one once and then gives it at once, even to the server renderer", async () => {
    let loads = 0;
    const registry = lazyRegistry("template", { visa: async () => (loads++, { default: "Visa" }) });
    await Promise.all([registry.load("visa"), registry.load("visa")]);
    const Page = () => createElement("h1", null, registry.useLoaded("visa"));
    expect(renderToString(createElement(Page))).toBe("<h1>Visa</h1>");
    expect(loads).toBe(1);
  });

  it("names an unknown one and the ones it knows", () => {
    const registry = lazyRegistry("template", {
      visa: async () => ({ default: "Visa" }),
      course: async () => ({ default: "Course" }),
    });
    const unknown = "brochure" as "visa";
    expect(() => registry.load(unknown)).toThrow('No template is called "brochure". Templates: visa, course.');
  });

  it("tries again after a download failed", async () => {
    let attempts = 0;
    const registry = lazyRegistry("block", {
      hero: async () => {
        if (attempts++ === 0) throw new Error("offline");
        return { default: "Hero" };
      },
    });
    await expect(registry.load("hero")).rejects.toThrow("offline");
    await expect(registry.load("hero")).resolves.toBe("Hero");
  });
});
