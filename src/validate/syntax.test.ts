import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** What an author reads: one line per problem, exactly as `npm run validate` prints it. */
const linesFor = (text: string) => validate(text).problems.map((p) => formatProblem("site.manifest.json", p));

// The mistakes of a text editor: each is one problem, named, with its fix, where it is.
describe("mistakes made in a text editor", () => {
  it('a double quote inside a text: at the quote, with \\" or the quotes of its language', () => {
    expect(linesFor(editFixture('"en": "A valid passport"', '"en": "A valid "blue" passport"'))).toEqual([
      'site.manifest.json:356:26  manifest  /  this text has a double quote (") inside it, which ends the text there (write a double quote inside a text as \\", or use “ ” instead)',
    ]);
    expect(linesFor(editFixture('"mn": "Хүчинтэй гадаад паспорт"', '"mn": "Хүчинтэй "гадаад паспорт"'))).toEqual([
      'site.manifest.json:355:27  manifest  /  this text has a double quote (") inside it, which ends the text there (write a double quote inside a text as \\", or use « » instead)',
    ]);
  });

  it("curly quotes around a field name or a text: named, with straight quotes as the fix", () => {
    expect(linesFor(editFixture('"en": "A valid passport"', "“en”: “A valid passport”"))).toEqual([
      `site.manifest.json:356:11  manifest  /  curly quotes “ ” are used around a field name and a text (write straight double quotes " instead; an editor's smart quotes setting turns them curly)`,
    ]);
    expect(linesFor(editFixture('"en": "A valid passport"', '"en": “A valid passport”'))).toEqual([
      `site.manifest.json:356:17  manifest  /  curly quotes “ ” are used around a text (write straight double quotes " instead; an editor's smart quotes setting turns them curly)`,
    ]);
  });

  it("a line break inside a text: at the end of its first line, with \\n or joining the lines as the fix", () => {
    expect(linesFor(editFixture('"en": "A valid passport"', '"en": "A valid\n            passport"'))).toEqual([
      "site.manifest.json:356:25  manifest  /  this text goes on over a line break (keep a text on one line: join the lines, or write \\n where a new line should start)",
    ]);
  });

  it("a field name in the wrong case: one problem, on the name written, with the right one", () => {
    expect(linesFor(editFixture('"readTime": 5,', '"readtime": 5,'))).toEqual([
      'site.manifest.json:392:7  route /blog/first-post  /routes/3/readtime  the field "readtime" is written with the wrong capital letters (did you mean "readTime"?)',
    ]);
  });

  it("a mistake of these and another JSON error are both said, in file order", () => {
    expect(
      linesFor(
        editFixture('"en": "A valid passport"', '"en": "A valid "blue" passport"', '"readTime": 5,', '"readTime": 5'),
      ),
    ).toEqual([
      'site.manifest.json:356:26  manifest  /  this text has a double quote (") inside it, which ends the text there (write a double quote inside a text as \\", or use “ ” instead)',
      "site.manifest.json:393:7  manifest  /  a comma is missing before this (separate fields and list items with commas)",
    ]);
  });

  it("a missing comma between two texts on one line is still a missing comma", () => {
    expect(linesFor(editFixture('"en": "A valid passport"', '"en": "A valid passport" "fr": "x"'))).toEqual([
      "site.manifest.json:356:36  manifest  /  a comma is missing before this (separate fields and list items with commas)",
    ]);
  });
});
