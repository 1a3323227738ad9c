import { describe, expect, it } from "vitest";
import { slotMarkers } from "../chrome/document-slots";
import type { PageData } from "../manifest/page-data";
import { fillFrame, kindOf, learnFrame, placeholderAlternates, splitParts } from "./page-frame.server";

const header = (alternate: string) =>
  `<header><a href="/">Site</a><a hrefLang="en" href="${alternate}">English</a></header>`;
const footer = '<footer><a href="/about">About</a></footer>';
// React's groups of head tags: hoisted tags, module preloads, then the rest where they were drawn.
const page = (meta: [string, string, string], main: string, alternate: string) =>
  `<html lang="mn"><head><meta charSet="utf-8"/><link rel="icon" href="/icon.svg"/>${meta[0]}${meta[1]}<link rel="modulepreload" href="/entry.js"/>${meta[2]}<link rel="stylesheet" href="/site.css"/></head>` +
  `<body>${header(alternate)}<main id="main">${main}</main>${footer}<script>context</script></body></html>`;
const markers = [slotMarkers["meta-hoisted"], slotMarkers["meta-preloads"], slotMarkers["meta-rest"]] as [
  string,
  string,
  string,
];
const slotted = page(markers, slotMarkers.main, placeholderAlternates.en);
// A page's meta tags and main content drawn alone, each group of tags ended by its marker.
const meta: [string, string, string] = [
  "<title>About</title>",
  '<link rel="modulepreload" href="/about.js"/>',
  '<script type="application/ld+json">{}</script>',
];
const drawnAlone = meta.map((tags, i) => tags + markers[i]).join("") + "<h1>About us</h1>";
const data = (alternates: PageData["alternates"], lang = "mn") => ({ lang, alternates }) as PageData;

describe("the document of a kind of page, drawn once and filled in on every page of the kind", () => {
  it("is learnt from a page drawn with markers, its meta tags, main content and language switch's links left open", () => {
    const frame = learnFrame(slotted);
    expect(frame.holes).toEqual(["meta-hoisted", "meta-preloads", "meta-rest", "en", "main"]);
    expect(frame.texts.join("")).toBe(page(["", "", ""], "", ""));
  });

  it("filled with a page's parts is that page drawn in full, its alternate escaped as React escapes an attribute", () => {
    const parts = splitParts(drawnAlone, { mn: "/about", en: "/en/about?a=1&b='2'" });
    expect(fillFrame(learnFrame(slotted), parts)).toBe(
      page(meta, "<h1>About us</h1>", "/en/about?a=1&amp;b=&#x27;2&#x27;"),
    );
  });

  it("refuses a document without each marker once, and a page's parts without their markers", () => {
    expect(() => learnFrame(slotted.replace(slotMarkers.main, ""))).toThrow(
      /template data-slot="main"><\/template> 0 times/,
    );
    expect(() => learnFrame(slotted.replace(markers[1], markers[1].repeat(2)))).toThrow(/2 times instead of once/);
    expect(() => splitParts(drawnAlone.replace(markers[2], ""), null)).toThrow(/do not hold the marker/);
  });

  it("is one per route module, language and page with or without alternates", () => {
    const kind = kindOf("page", data({ mn: "/x", en: "/en/x" }));
    expect(kindOf("page", data({ mn: "/y", en: "/en/y" }))).toBe(kind);
    expect(kindOf("page", data(null))).not.toBe(kind);
    expect(kindOf("home", data({ mn: "/", en: "/en" }))).not.toBe(kind);
    expect(kindOf("page", data({ mn: "/x", en: "/en/x" }, "en"))).not.toBe(kind);
  });
});
