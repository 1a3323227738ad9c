import { describe, expect, it } from "vitest";
import { fixturePublicDir, fixtureText } from "../../tests/factories";
import { createValidator } from "../validate/index.server";
import { formatProblem } from "../validate/report";
import { loadSchemas } from "../validate/schemas.server";
import type { SiteManifest } from "../generated/manifest";
import { menus } from "./menus";
import { addPage } from "./new-page";

const schemas = loadSchemas("schema");
const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** The lines that differ, as a unified diff shows them: what was removed and what was added. */
function changedLines(before: string, after: string) {
  const [a, b] = [before.split("\n"), after.split("\n")];
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

describe("npm run new", () => {
  it.each(schemas.templates)(
    "adds a %s page as a draft that passes validation with one warning naming its unfinished fields",
    (template) => {
      const path = template === "article" ? "/blog/new-article" : `/new-${template}`;
      const text = addPage(fixtureText(), schemas, { template, path });
      expect(JSON.parse(text).routes.at(-1)).toMatchObject({ path, template, status: "draft" });
      const result = validate(text);
      const lines = result.problems.map((p) => formatProblem("site.manifest.json", p));
      expect(result.valid).toBe(true);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^site\\.manifest\\.json:\\d+:\\d+  route ${path} \\(draft\\)  /routes/\\d+/title  warning: this page is not finished: \\d+ fields still start with TODO \\(title, description`,
        ),
      );
    },
  );

  it("leaves a new article's category to choose, said among its unfinished fields, not a category picked for the author", () => {
    const text = addPage(fixtureText(), schemas, { template: "article", path: "/blog/new-article" });
    expect(JSON.parse(text).routes.at(-1).category).toMatch(/^TODO/);
    const [line] = validate(text).problems.map((p) => formatProblem("site.manifest.json", p));
    expect(line).toMatch(/\(title, description, category, /);
  });

  it("dates a new article the day it is made, in the author's time zone", () => {
    const at = new Date(2026, 10, 27, 23, 30);
    const text = addPage(fixtureText(), schemas, { template: "article", path: "/blog/today", at });
    expect(JSON.parse(text).routes.at(-1).published).toBe("2026-11-27");
  });

  it("refuses an old address a redirect sends on, whose visitors a draft would leave with nothing", () => {
    const manifest = JSON.parse(fixtureText()) as SiteManifest;
    const target = manifest.routes.find((r) => r.path !== "/")!.path;
    const moved = "/services/old-visa";
    const before = JSON.stringify({ ...manifest, redirects: [{ from: moved, to: target }] }, null, 2);
    expect(() => addPage(before, schemas, { template: "visa", path: moved })).toThrow(
      `"${moved}" is an old address: its visitors are sent on to "${target}"`,
    );
  });

  it("changes nothing but the new entry: the file keeps its layout and key order", () => {
    const before = fixtureText();
    const after = addPage(before, schemas, { template: "visa", path: "/services/work-visa-482" });
    const { removed, added } = changedLines(before, after);
    // The last page's closing brace gains a comma; git shows it as one line changed.
    expect(removed).toEqual([]);
    expect(after).toBe(JSON.stringify(JSON.parse(after), null, 2) + "\n");
    expect(added[0]).toBe("    },");
    expect(added.slice(1, 5)).toEqual([
      "    {",
      '      "path": "/services/work-visa-482",',
      '      "template": "visa",',
      '      "status": "draft",',
    ]);
  });

  it("lists the page in the menu named by --nav", () => {
    const after = JSON.parse(
      addPage(fixtureText(), schemas, { template: "service", path: "/services/relocation", nav: "header" }),
    );
    expect(after.navigation.header.links.at(-1)).toEqual({ path: "/services/relocation" });
  });

  it("takes a menu's label in either language, in any capitals, or its drop-down menu's label, for its name", () => {
    const fixture = JSON.parse(fixtureText()) as SiteManifest;
    const footer = fixture.navigation.footer.columns[0].heading;
    const dropDown = fixture.navigation.header.menus[0];
    const linksOf = (text: string) => {
      const { navigation } = JSON.parse(text) as SiteManifest;
      return [
        navigation.footer.columns[0].links,
        dropDown.columns.length === 1 ? navigation.header.menus[0].columns[0].links : [],
      ];
    };
    const [footerBefore, dropDownBefore] = linksOf(fixtureText());
    for (const nav of [footer.en.toUpperCase(), footer.mn, ` ${footer.en.toLowerCase()} `]) {
      const [links] = linksOf(addPage(fixtureText(), schemas, { template: "service", path: "/services/new", nav }));
      expect(links).toEqual([...footerBefore, { path: "/services/new" }]);
    }
    expect(dropDown.columns).toHaveLength(1);
    const [, links] = linksOf(
      addPage(fixtureText(), schemas, { template: "service", path: "/services/new", nav: dropDown.label.mn }),
    );
    expect(links).toEqual([...dropDownBefore, { path: "/services/new" }]);
  });

  it("suggests the nearest menu by its name and label, from a typo or a word of its labels", () => {
    const fixture = JSON.parse(fixtureText()) as SiteManifest;
    const footer = fixture.navigation.footer.columns[0].heading;
    const name = menus(fixture).find((m) => m.label === footer)!.name;
    expect(() =>
      addPage(fixtureText(), schemas, { template: "visa", path: "/x", nav: footer.en.slice(0, -1) }),
    ).toThrow(
      `there is no menu called "${footer.en.slice(0, -1)}"; did you mean "${name}" ("${footer.en}")? Menus: header ("Header links"), `,
    );
  });

  it("refuses a path that is taken, an unknown template or menu, with the likely intended name", () => {
    const taken = JSON.parse(fixtureText()).routes[1].path;
    expect(() => addPage(fixtureText(), schemas, { template: "visa", path: taken })).toThrow(
      `the path "${taken}" is already used by another page`,
    );
    expect(() => addPage(fixtureText(), schemas, { template: "vias", path: "/x" })).toThrow(
      'there is no template called "vias"; did you mean "visa"? Templates: article, course',
    );
    expect(() => addPage(fixtureText(), schemas, { template: "visa", path: "/x", nav: "heder" })).toThrow(
      'there is no menu called "heder"; did you mean "header" ("Header links")?',
    );
    expect(() => addPage(fixtureText(), schemas, { template: "visa", path: "Work Visa" })).toThrow(
      '"Work Visa" is not a page path',
    );
    expect(() => addPage(fixtureText(), schemas, { template: "article", path: "/tips" })).toThrow(
      "an article's path must start with /blog/, for example /blog/tips",
    );
  });

  it("refuses a path the build could not write, as the validator would", () => {
    for (const path of [`/services/${"a".repeat(101)}`, "/a".repeat(11)])
      expect(() => addPage(fixtureText(), schemas, { template: "visa", path })).toThrow(
        `"${path}" is not a page path: start with /, use lowercase Latin letters (a–z), digits and hyphens, no / at the end, at most 100 characters between two / and at most 10 parts`,
      );
    expect(() =>
      addPage(fixtureText(), schemas, { template: "visa", path: `/services/${"a".repeat(100)}` }),
    ).not.toThrow();
  });
});
