import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { svgDangers } from "./svg.server";

const hostile = "tests/fixtures/hostile/svg";
const svgsIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".svg"))
    .map((name) => join(dir, name));
const dangersOf = (file: string) => svgDangers(readFileSync(file, "utf8")).map((d) => d.what);

/** What the validator says it found in each hostile fixture. */
const expected: Record<string, string> = {
  "animate-href.svg": `<set> changing href`,
  "entity.svg": "declarations of entities",
  "event-attribute-uppercase.svg": `an event attribute ONMOUSEOVER="…" on <rect>`,
  "event-attribute.svg": `an event attribute onload="…" on <svg>`,
  "fe-image-external.svg": `<feImage href="http://evil.example/track.png">, an address outside the site`,
  "foreign-object.svg": "a <foreignObject> element",
  "handler.svg": "a <handler> element",
  "iframe.svg": "an <iframe> element",
  "image-external.svg": `<image href="https://evil.example/track.png">, an address outside the site`,
  "link-disguised.svg": `a link <a xlink:href="javascript:fetch('/svg-script-ran')">`,
  "link.svg": `a link <a href="javascript:fetch('/svg-script-ran')">`,
  "prefixed-script.svg": "a <script> element",
  "presentation-url.svg": `a style that loads url(https://evil.example/f.svg#f) in filter="…" on <rect>`,
  "script-in-cdata.svg": "a <script> element",
  "script.svg": "a <script> element",
  "style-attribute-url.svg": `a style that loads url('https://evil.example/track.svg#g') in style="…" on <rect>`,
  "style-escaped-url.svg": "an escaped character (\\) in a style in <style>",
  "style-image-set.svg": "a style that loads a picture from an address in <style>",
  "style-import.svg": "an @import of another stylesheet in <style>",
  "use-data.svg": `<use href="data:image/svg+xml;base64,`,
  "use-external.svg": `<use href="https://evil.example/sprite.svg#icon">, an address outside the site`,
  "use-javascript.svg": `<use xlink:href="javascript:fetch('/svg-script-ran')">, an address outside the site`,
  "use-protocol-relative.svg": `<use href="//evil.example/sprite.svg#icon">, an address outside the site`,
  "xhtml-namespace.svg": "HTML inside the picture (the XHTML namespace)",
  "xml-base.svg": "xml:base on <use>",
  "xml-stylesheet.svg": "a stylesheet or transformation from another file (<?xml-stylesheet?>)",
};

describe("SVGs that could run script or load from other sites", () => {
  it("every hostile fixture has its expectation", () => {
    expect(
      readdirSync(hostile)
        .filter((n) => n.endsWith(".svg"))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  for (const [name, what] of Object.entries(expected))
    it(`${name} is refused for ${what}`, () => {
      expect(dangersOf(join(hostile, name)).join("\n")).toContain(what);
    });

  it("each thing found is placed at its line and column's offset", () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg">\n  <script>x</script>\n</svg>`;
    expect(svgDangers(text)).toEqual([{ what: "a <script> element", offset: text.indexOf("<script>") }]);
  });
});

describe("the site's own pictures", () => {
  it("have nothing to refuse, nor the fixtures' pictures", () => {
    const files = [...svgsIn("public"), ...svgsIn("tests/fixtures/public")];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(dangersOf(file), file).toEqual([]);
  });

  it("may point inside themselves, at other files of the site, and at data: pictures", () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
      <style>.a { fill: url(#g); stroke: red }</style>
      <defs><linearGradient id="g"/><path id="p" d="M0 0"/></defs>
      <use href="#p"/><use xlink:href="/images/sprite.svg#p"/>
      <image href="/images/photo.jpg"/><image href="data:image/png;base64,iVBORw0KGgo="/>
      <rect fill="url(#g)" style="fill: url( '#g' ); opacity: .5"/>
      <a><text>no address</text></a>
    </svg>`;
    expect(svgDangers(text)).toEqual([]);
  });
});
