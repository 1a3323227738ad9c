import { describe, expect, it } from "vitest";
import { slotMarker } from "../chrome/chrome-slots";
import type { PageData } from "../manifest/page-data";
import { createChromeCache, learnParts, placeholderAlternates } from "./chrome-cache.server";

const header = (alternate: string) => `<header><a href="/">Site</a><a hrefLang="en" href="${alternate}">English</a></header>`;
const footer = "<footer><a href=\"/about\">About</a></footer>";
const page = (main: string, top: string, bottom: string) => `<html><head><title>${main}</title></head><body>${top}<main>${main}</main>${bottom}<script>data</script></body></html>`;
const slotted = (main: string) => page(main, slotMarker("header"), slotMarker("footer"));
const data = (alternates: PageData["alternates"]) => ({ lang: "mn", alternates }) as PageData;

describe("the header and footer drawn once and reused on every page of their kind", () => {
  it("are learnt from one page drawn in full and with markers, the language switch's link left open", () => {
    const parts = learnParts(slotted("first"), page("first", header(placeholderAlternates.en), footer));
    expect(parts.header).toEqual({ text: ['<header><a href="/">Site</a><a hrefLang="en" href="', '">English</a></header>'], links: ["en"] });
    expect(parts.footer).toBe(footer);
  });

  it("fill another page of the kind exactly as drawing them in full would, with that page's own alternate", () => {
    const cache = createChromeCache();
    cache.learn("page", data(placeholderAlternates), slotted("first"), page("first", header(placeholderAlternates.en), footer));
    const second = data({ mn: "/about", en: "/en/about?a=1&b='2'" });
    expect(cache.fill("page", second, slotted("second"))).toBe(page("second", header("/en/about?a=1&amp;b=&#x27;2&#x27;"), footer));
  });

  it("refuse to be reused when drawing them changes the page around them", () => {
    expect(() => learnParts(slotted("first"), page("first", header("x"), footer).replace("<title>", "<title>changed "))).toThrow(/changes the page outside them/);
    expect(() => learnParts(slotted("first").replace(slotMarker("footer"), ""), page("first", header("x"), footer))).toThrow(/one marker of each/);
  });

  it("are learnt apart for each route module, language and page with or without alternates", () => {
    const cache = createChromeCache();
    cache.learn("page", data(placeholderAlternates), slotted("a"), page("a", header(placeholderAlternates.en), footer));
    expect(cache.has("page", data({ mn: "/x", en: "/en/x" }))).toBe(true);
    expect(cache.has("page", data(null))).toBe(false);
    expect(cache.has("home", data({ mn: "/", en: "/en" }))).toBe(false);
    expect(cache.has("page", { ...data({ mn: "/x", en: "/en/x" }), lang: "en" })).toBe(false);
  });
});
