import { describe, expect, it } from "vitest";
import { fixturePublicDir, makeManifest, makeRoute } from "../../tests/factories";
import type { Block, SiteManifest, VisaPage } from "../generated/manifest";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** What an author reads of the manifest, without line and column: route, pointer, message (hint). */
function check(manifest: SiteManifest) {
  const result = validate(JSON.stringify(manifest, null, 2));
  return {
    valid: result.valid,
    lines: result.problems.map((p) => formatProblem("m.json", p).replace(/^m\.json:\d+:\d+ {2}/, "")),
  };
}

/** The fixture's visa page at /services/example: finished, or with its title still TODO and an empty intro. */
const example = (status: VisaPage["status"], unfinished = false): VisaPage => ({
  ...makeRoute("visa", { path: "/services/example", ...(status ? { status } : {}) }),
  ...(unfinished
    ? { title: { mn: "TODO: монголоор бичнэ үү", en: "TODO: the title" }, intro: { mn: "Танилцуулга", en: " " } }
    : {}),
});

/** The fixture with the example page added and `edit` applied to the home page's blocks. */
function site(page: VisaPage, edit: (blocks: Block[]) => void = () => {}): SiteManifest {
  const manifest = makeManifest();
  manifest.routes.push(page);
  const home = manifest.routes.find((r) => r.path === "/")!;
  if (home.template === "page") edit(home.blocks);
  return manifest;
}

describe("a draft", () => {
  it("is checked like any page, but its problems are warnings: it stops no build", () => {
    const { valid, lines } = check(site(example("draft", true)));
    expect(valid).toBe(true);
    expect(lines).toEqual([
      "route /services/example (draft)  /routes/4/title  warning: this page is not finished: 1 field still starts with TODO (title) (replace every text starting with TODO before publishing)",
      "route /services/example (draft)  /routes/4/intro/en  warning: must not be empty or only spaces (The English text.)",
    ]);
  });

  it("once published with a TODO or an empty text, is an error that says to write them or go back to draft", () => {
    for (const status of ["published", undefined] as const) {
      const { valid, lines } = check(site(example(status, true)));
      expect(valid).toBe(false);
      expect(lines).toEqual([
        'route /services/example  /routes/4/title  this page is published, but 1 field still starts with TODO (title) (write them, or set the page back to draft with "status": "draft")',
        "route /services/example  /routes/4/intro/en  must not be empty or only spaces (The English text.)",
      ]);
    }
  });

  it("is named in the editor's words in both languages: no keys of the file, no JSON", () => {
    for (const status of ["draft", "published"] as const) {
      const unfinished = validate(JSON.stringify(site(example(status, true)))).problems.find(
        (p) => p.pointer === "/routes/4/title",
      )!;
      for (const text of [unfinished.en!, unfinished.mn!])
        expect(`${text.message} ${text.hint}`).not.toMatch(/\(title\)|"status"|\/routes|"draft"/);
      // Said under the first field left, where the editor shows it.
      expect(unfinished.en!.message).toContain("this field still starts with TODO");
      expect(unfinished.mn!.message).toContain("энэ талбарт урьдчилсан бичвэр үлдсэн");
    }
  });

  it("has only draft and published as a status; any other word is an error and the page counts as published", () => {
    const page = { ...example(undefined, true), status: "drafted" } as unknown as VisaPage;
    const { valid, lines } = check(site(page));
    expect(valid).toBe(false);
    expect(lines).toContain(
      'route /services/example  /routes/4/title  this page is published, but 1 field still starts with TODO (title) (write them, or set the page back to draft with "status": "draft")',
    );
    expect(lines.some((line) => line.includes("/routes/4/status"))).toBe(true);
  });
});

describe("a link to a draft", () => {
  it("from a button of a published page is an error naming the link and the draft", () => {
    const { valid, lines } = check(
      site(example("draft"), (blocks) => {
        if (blocks[0].type === "hero") blocks[0].actions![0].href = "/services/example";
      }),
    );
    expect(valid).toBe(false);
    expect(lines).toEqual([
      'route /  /routes/0/blocks/0/actions/0/href  the link "/services/example" goes to the draft /services/example, which is not published (publish that page first ("status": "published"), or link to another page)',
    ]);
  });

  it("names the draft once, in the editor's words, when the link goes to the page itself", () => {
    const manifest = site(example("draft"), (blocks) => {
      if (blocks[0].type === "hero") blocks[0].actions![0].href = "/services/example";
    });
    const [problem] = validate(JSON.stringify(manifest, null, 2)).problems;
    expect(problem.mn!.message).toBe("Холбоос нийтлэгдээгүй ноорог хуудас «/services/example» руу заасан байна");
    expect(problem.en).toEqual({
      message: "the link goes to the draft /services/example, which is not published",
      hint: "publish that page first, or link to another page",
    });
  });

  it("in a formatted text of a published page is an error naming the link and the draft", () => {
    const manifest = site(example("draft"));
    const about = manifest.routes[1];
    if (about.template === "page" && about.blocks[0].type === "rich-text")
      about.blocks[0].body.en = '<p>Read about <a href="/services/example#top">the new visa</a>.</p>';
    const { valid, lines } = check(manifest);
    expect(valid).toBe(false);
    expect(lines).toEqual([
      'route /about  /routes/1/blocks/0/body/en  the link "/services/example#top" in this text goes to the draft /services/example, which is not published (publish that page first ("status": "published"), or link to another page)',
    ]);
  });

  it("from another draft is a warning, and from a menu is no problem: the menu hides it until it is published", () => {
    const manifest = site(example("draft"));
    manifest.navigation.header.links.push({ path: "/services/example" });
    const other = { ...makeRoute("page"), path: "/landing", status: "draft" as const };
    if (other.blocks[0].type === "hero") other.blocks[0].actions![0].href = "/services/example";
    manifest.routes.push(other);
    const { valid, lines } = check(manifest);
    expect(valid).toBe(true);
    expect(lines).toEqual([
      'route /landing (draft)  /routes/5/blocks/0/actions/0/href  warning: the link "/services/example" goes to the draft /services/example, which is not published (publish that page first ("status": "published"), or link to another page)',
    ]);
  });
});

describe("a visa finder rule that recommends a draft", () => {
  it("is a warning while the other rules still answer everything: the finder leaves it out until the page is published", () => {
    const { valid, lines } = check(
      site(example("draft"), (blocks) => {
        if (blocks[1].type === "visa-finder") blocks[1].rules[0].recommend = "/services/example";
      }),
    );
    expect(valid).toBe(true);
    expect(lines).toEqual([
      "route /  /routes/0/blocks/1/rules/0/recommend  warning: this rule recommends the draft /services/example, which is not published: the finder leaves the rule out until that page is published",
    ]);
  });

  it("is an error when, without it, some answers would get no recommendation", () => {
    const { valid, lines } = check(
      site(example("draft"), (blocks) => {
        if (blocks[1].type === "visa-finder") blocks[1].rules[1].recommend = "/services/example";
      }),
    );
    expect(valid).toBe(false);
    expect(lines).toEqual([
      'route /  /routes/0/blocks/1/rules/1/recommend  this rule recommends the draft /services/example, which is not published; without it, no rule recommends a visa to visitors who answer "What is your main goal?" with "Studying" (publish that page, or add a rule for those answers that recommends a published visa page)',
    ]);
  });

  it("is an error when every rule recommends a draft: the finder would have nothing to say", () => {
    const { valid, lines } = check(
      site(example("draft"), (blocks) => {
        if (blocks[1].type === "visa-finder") for (const rule of blocks[1].rules) rule.recommend = "/services/example";
      }),
    );
    expect(valid).toBe(false);
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatch(
        /^route \/ {2}\/routes\/0\/blocks\/1\/rules\/\d\/recommend {2}this rule recommends the draft \/services\/example, which is not published; without it, no rule recommends a visa to visitors who answer anything /,
      );
  });
});
