// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useEqualValue } from "./choices";

describe("a value handed down by the editor", () => {
  const pages = (title: string) => ({
    paths: ["/", "/about"],
    assets: [],
    pages: [{ path: "/about", title: { mn: title, en: title } }],
  });

  it("stays the same object while each render makes an equal one anew", () => {
    const { result, rerender } = renderHook(({ value }) => useEqualValue(value), {
      initialProps: { value: pages("Бидний тухай") },
    });
    const first = result.current;
    rerender({ value: pages("Бидний тухай") });
    expect(result.current).toBe(first);
  });

  it("is the new value as soon as it differs: a page's title typed is offered at once", () => {
    const { result, rerender } = renderHook(({ value }) => useEqualValue(value), {
      initialProps: { value: pages("Бидний тухай") },
    });
    rerender({ value: pages("Бидний түүх") });
    expect(result.current.pages[0].title.mn).toBe("Бидний түүх");
    const changed = result.current;
    rerender({ value: pages("Бидний түүх") });
    expect(result.current).toBe(changed);
  });
});
