// The validator's warnings about formatted text are the sanitiser's own report of what it removes.
// For random rich text, this test compares what goes in with what comes out, as a parser reads
// both, and checks that every removal is in the report and every line of the report is a removal.
import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { allowedTags, cleanRichText, isLocalPicture } from "./sanitize.server";

const otherTags = ["div", "span", "h1", "u", "script", "style", "textarea", "option", "xmp", "iframe", "svg", "form"];
/** Removed with everything inside them. */
const withContent = ["script", "style", "textarea", "option", "xmp"];
const voidTags = ["img", "br"];
const attributeNames = [
  ...["href", "src", "target", "rel", "title", "alt", "width", "height", "scope"],
  ...["onclick", "onerror", "style", "class", "id", "data-island", "xlink:href", "srcset"],
];
const values = [
  ...["/about", "/contact#map", "https://example.com", "mailto:a@b.mn", "tel:+976 9911 2233", "", "1", "row"],
  ...["javascript:alert(1)", "jav&#x61;script:x", "//evil.example", "/\t/evil.example", "data:image/png;base64,AA"],
  ...["_blank", "_top", "opener", "noopener noreferrer", "/images/a.jpg", "https://evil.example/x.png"],
  ...["visa-finder", 'say "hi"', "a & b"],
];
const texts = ["Hello", "a < b", "x & y", 'data-island="visa-finder"', "Сайн уу", " ", "&amp;", "&lt;b&gt;"];

const attribute = fc
  .tuple(fc.constantFrom(...attributeNames), fc.constantFrom(...values))
  .map(([name, value]) => ` ${name}="${value.replace(/"/g, "&quot;")}"`);

const richText: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...texts),
    fc
      .tuple(
        fc.constantFrom(...allowedTags, ...otherTags),
        fc.array(attribute, { maxLength: 3 }),
        tie("nodes"),
        fc.boolean(),
      )
      .map(([tag, attributes, children, closed]) =>
        voidTags.includes(tag)
          ? `<${tag}${attributes.join("")}>`
          : `<${tag}${attributes.join("")}>${children}${closed ? `</${tag}>` : ""}`,
      ),
  ),
  nodes: fc.array(tie("node"), { maxLength: 4 }).map((nodes) => nodes.join("")),
})).nodes;

interface Read {
  elements: { tag: string; attribs: Record<string, string> }[];
  text: string;
}

/** The elements and text of HTML as the sanitiser's parser reads it, less what is inside an element removed with its content. */
function read(html: string): Read {
  const read: Read = { elements: [], text: "" };
  const open: string[] = [];
  let inside = 0;
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (!inside) read.elements.push({ tag, attribs });
        if (inside || withContent.includes(tag)) inside++;
        open.push(tag);
      },
      onclosetag() {
        open.pop();
        if (inside) inside--;
      },
      ontext(text) {
        if (!inside) read.text += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return read;
}

const key = (...parts: string[]) => JSON.stringify(parts);

/** How many times each key occurs. */
function counts(keys: string[]): Map<string, number> {
  const counted = new Map<string, number>();
  for (const k of keys) counted.set(k, (counted.get(k) ?? 0) + 1);
  return counted;
}

/** Keys that occur more often in `before` than in `after`. */
const fewerIn = (before: string[], after: string[]) => {
  const later = counts(after);
  return [...counts(before)].filter(([k, n]) => n > (later.get(k) ?? 0)).map(([k]) => k);
};

/** What changed between the text written and the text published, in the report's words. */
function changes(input: Read, output: Read): Set<string> {
  const changed = new Set<string>();
  const tags = (r: Read) => r.elements.map((e) => e.tag);
  for (const tag of fewerIn(tags(input), tags(output)))
    if (tag !== "img") changed.add(withContent.includes(tag) ? `<${tag}> and what it holds` : `<${tag}>`);
  // A picture goes whole; the other elements of the allow-list stay, and may lose attributes.
  const pictures = (r: Read) => r.elements.filter((e) => e.tag === "img").map((e) => e.attribs.src ?? "");
  for (const src of fewerIn(pictures(input), pictures(output))) changed.add(`picture ${JSON.stringify(src)}`);
  const attributes = (r: Read) =>
    r.elements
      .filter((e) => allowedTags.includes(e.tag) && (e.tag !== "img" || isLocalPicture(e.attribs.src)))
      .flatMap((e) => Object.entries(e.attribs).map(([name, value]) => key(e.tag, name, value)));
  for (const removed of fewerIn(attributes(input), attributes(output))) {
    const [tag, name, value] = JSON.parse(removed) as string[];
    changed.add(tag === "a" && name === "href" ? `link ${JSON.stringify(value)}` : `${name}="…" on <${tag}>`);
  }
  return changed;
}

/** The report's lines in the same words: a link or a picture by its address, without the reason. */
const reported = (removed: string[]) =>
  new Set(removed.map((line) => line.replace(/^the (link|picture) ("(?:[^"\\]|\\.)*") \(.*\)$/s, "$1 $2")));

describe("the sanitiser's report of what it removes", () => {
  it("names every change it makes, and nothing it does not", () => {
    fc.assert(
      fc.property(richText, (html) => {
        const { html: published, removed } = cleanRichText(html, "mn");
        const [input, output] = [read(html), read(published)];
        expect(reported(removed)).toEqual(changes(input, output));
        // Text is never lost outside what the report names, and none spells an attribute.
        expect(output.text).toBe(input.text);
        expect(published).not.toContain('data-island="');
      }),
      { numRuns: 400 },
    );
  });

  it("finds a change the report would leave out", () => {
    const html = '<p onclick="a()">x</p>';
    const { html: published } = cleanRichText(html, "mn");
    expect(changes(read(html), read(published))).toEqual(new Set(['onclick="…" on <p>']));
    expect(reported([])).not.toEqual(changes(read(html), read(published)));
  });
});
