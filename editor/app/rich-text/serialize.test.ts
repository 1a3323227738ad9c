// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cleanRichText } from "../../../src/content/sanitize.server";
import type { SiteManifest } from "../../../src/generated/manifest";
import { applyLink, insertPicture, insertTable } from "./commands";
import { toStoredHtml } from "./serialize";
import { meaning, roundTrip, testEditor } from "./test-editor";

const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;
/** Every formatted text of the real manifest: articles' bodies and rich-text blocks' bodies, in both languages. */
const texts = manifest.routes.flatMap((route) => {
  const bodies: { where: string; html: string }[] = [];
  const add = (where: string, body: unknown) => {
    for (const lang of ["mn", "en"] as const) {
      const html = (body as Record<string, unknown> | undefined)?.[lang];
      if (typeof html === "string") bodies.push({ where: `${route.path} ${where} ${lang}`, html });
    }
  };
  if ("body" in route) add("body", route.body);
  if ("blocks" in route)
    route.blocks.forEach((block, i) => block.type === "rich-text" && add(`blocks/${i}/body`, block.body));
  return bodies;
});

describe("comparing texts by meaning", () => {
  it("finds the same text written two ways the same, and a different text different", () => {
    expect(meaning("<ul>\n<li><p>a</p></li></ul><p><b>b</b></p>")).toBe(
      meaning("<ul><li>a</li></ul><p><strong>b</strong></p>"),
    );
    expect(meaning("<table><tr><th>h</th></tr></table>")).toBe(
      meaning('<table><thead><tr><th scope="col">h</th></tr></thead></table>'),
    );
    expect(meaning("<ul><li>a</li></ul>")).not.toBe(meaning("<ol><li>a</li></ol>"));
    expect(meaning("<p>a <em>b</em></p>")).not.toBe(meaning("<p>a b</p>"));
    expect(meaning('<a href="/a">x</a>')).not.toBe(meaning('<a href="/b">x</a>'));
  });
});

describe("the manifest's formatted texts", () => {
  it("are there to test", () => expect(texts.length).toBeGreaterThan(10));

  it.each(texts)("$where reads back unchanged in meaning through the editor and the sanitiser", ({ html }) => {
    const stored = roundTrip(html);
    expect(meaning(stored)).toBe(meaning(html));
    // What the editor writes is published as written: the sanitiser removes nothing from it.
    const cleaned = cleanRichText(stored, "mn");
    expect(cleaned.removed).toEqual([]);
    expect(meaning(cleaned.html)).toBe(meaning(stored));
    // Reading it again changes nothing: opening a text and saving it leaves it as it is.
    expect(roundTrip(stored)).toBe(stored);
  });
});

describe("what the toolbar makes", () => {
  /** A text built with the toolbar's commands, one of each, as the manifest stores it. */
  function everything() {
    const editor = testEditor();
    // Each step as the author takes it, at the end of the text: one command at a time.
    const at = () => editor.chain().focus("end");
    const type = (text: string) => at().insertContent(text).run();
    const newBlock = () => at().splitBlock().run();
    at().setHeading({ level: 2 }).run();
    type("Heading");
    newBlock();
    at().setHeading({ level: 3 }).run();
    type("Subheading");
    newBlock();
    at().setHeading({ level: 4 }).run();
    type("Minor heading");
    newBlock();
    at().setParagraph().run();
    type("Plain, ");
    at().toggleBold().run();
    type("bold");
    at().toggleBold().run();
    type(" and ");
    at().toggleItalic().run();
    type("italic");
    at().toggleItalic().run();
    at().setHardBreak().run();
    type("after a line break, ");
    applyLink(editor, "/contact", "a page");
    type(" and ");
    applyLink(editor, "https://example.org/a?b=1&c=2", "a site");
    newBlock();
    at().toggleBulletList().run();
    type("One");
    at().splitListItem("listItem").run();
    type("Two");
    at().splitListItem("listItem").run();
    at().sinkListItem("listItem").run();
    type("Two and a half");
    at().splitListItem("listItem").run();
    at().liftListItem("listItem").run();
    at().liftListItem("listItem").run();
    at().toggleOrderedList().run();
    type("First");
    at().splitListItem("listItem").run();
    at().liftListItem("listItem").run();
    at().toggleBlockquote().run();
    type("Quoted <words> & more");
    newBlock();
    at().toggleBlockquote().run();
    insertPicture(editor, "/images/photo.jpg", "A photo");
    insertTable(editor);
    editor.commands.insertContent("Head");
    const html = toStoredHtml(editor.state.doc);
    editor.destroy();
    return html;
  }

  it("is exactly the HTML the manifest keeps", () => {
    expect(everything()).toBe(
      "<h2>Heading</h2><h3>Subheading</h3><h4>Minor heading</h4>" +
        '<p>Plain, <strong>bold</strong> and <em>italic</em><br>after a line break, <a href="/contact">a page</a> and <a href="https://example.org/a?b=1&amp;c=2">a site</a></p>' +
        "<ul><li>One</li><li>Two<ul><li>Two and a half</li></ul></li></ul>" +
        "<ol><li>First</li></ol>" +
        "<blockquote><p>Quoted &lt;words&gt; &amp; more</p></blockquote>" +
        '<img src="/images/photo.jpg" alt="A photo">' +
        '<table><thead><tr><th scope="col">Head</th><th scope="col"></th><th scope="col"></th></tr></thead>' +
        "<tbody><tr><td></td><td></td><td></td></tr><tr><td></td><td></td><td></td></tr></tbody></table>",
    );
  });

  it("survives the sanitiser unchanged", () => {
    const html = everything();
    const cleaned = cleanRichText(html, "mn");
    expect(cleaned.removed).toEqual([]);
    expect(meaning(cleaned.html)).toBe(meaning(html));
  });

  it("writes an empty text as nothing, and leaves out empty paragraphs", () => {
    expect(roundTrip("")).toBe("");
    expect(roundTrip("<p></p><p>  </p><p>Words</p><p></p>")).toBe("<p>Words</p>");
  });

  it("keeps <b> and <i> as <strong> and <em>, and a cell's paragraphs as written", () => {
    expect(roundTrip("<p><b>B</b> <i>I</i></p>")).toBe("<p><strong>B</strong> <em>I</em></p>");
    expect(roundTrip("<table><tr><td><p>a</p><p>b</p></td></tr></table>")).toBe(
      "<table><tbody><tr><td><p>a</p><p>b</p></td></tr></tbody></table>",
    );
  });

  it("drops what the sanitiser would: scripts, styles, other sites' pictures, unsafe links", () => {
    expect(
      roundTrip(
        '<p style="color:red" class="x" onclick="x()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script></p><img src="https://evil.example/x.png"><h1>Title</h1><h5>Small</h5>',
      ),
    ).toBe("<p>Hi there</p><p>Title</p><p>Small</p>");
  });
});

describe("a table's cell", () => {
  it("holds no heading: the heading command does nothing there, and a heading stored in a cell keeps its words", () => {
    const editor = testEditor();
    insertTable(editor);
    editor.commands.insertContent("Хэсэг");
    expect(editor.can().toggleHeading({ level: 2 })).toBe(false);
    editor.commands.toggleHeading({ level: 2 });
    expect(toStoredHtml(editor.state.doc)).toMatch(/<th[^>]*>Хэсэг<\/th>/);
    editor.destroy();
    const stored = roundTrip("<table><tr><th><h2>Хэсэг</h2></th></tr></table>");
    expect(stored).not.toMatch(/<t[hd][^>]*>\s*<h2/);
    expect(stored).toMatch(/Хэсэг/);
  });
});
