import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir, fixtureText, makeManifest } from "../../tests/factories";
import { createValidator, MAX_PROBLEMS } from "./index.server";
import { withRootInlined } from "./inline-refs";
import { formatProblem, report } from "./report";
import { loadSchemas } from "./schemas.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });
const linesFor = (text: string) => validate(text).problems.map((p) => formatProblem("site.manifest.json", p));

/** The fixture with `count` copies of `route` added to its pages, as text. */
function withRoutes(count: number, route: (i: number) => unknown): string {
  const manifest = makeManifest();
  (manifest.routes as unknown[]).push(...Array.from({ length: count }, (_, i) => route(i)));
  return JSON.stringify(manifest, null, 2);
}

describe("work bounded by the size of the manifest", () => {
  it("lists the first thousand problems, then says exactly how many more", () => {
    const result = validate(withRoutes(5000, () => ({})));
    expect(result.problems).toHaveLength(MAX_PROBLEMS);
    expect(result.unlisted).toEqual({ errors: 4000, warnings: 0 });
    expect(result.valid).toBe(false);
    const lines = report("site.manifest.json", result.problems, "text", result.unlisted).split("\n");
    expect(lines.slice(-3)).toEqual([
      "… and 4000 more problems (бас 4000 асуудал)",
      "site.manifest.json: засах 5000 алдаа байна.",
      "site.manifest.json: 5000 problems to fix.",
    ]);
    // The first ones, in the order of the file.
    expect(lines[0]).toMatch(
      /^site\.manifest\.json:\d+:5 {2}routes\[4\] {2}\/routes\/4\/template {2}the required field "template"/,
    );
  });

  it("lists errors before warnings when there are more than it shows", () => {
    const drafts = withRoutes(MAX_PROBLEMS, (i) => ({ path: `/draft-${i}`, status: "draft", template: "page" }));
    const text = drafts.replace(/\n\s*\]\n\}\n?$/, ",\n    {}\n  ]\n}\n");
    const { problems, unlisted } = validate(text);
    expect(problems.filter((p) => p.severity === "error")).toHaveLength(1);
    expect(unlisted.errors).toBe(0);
    expect(unlisted.warnings).toBeGreaterThan(0);
  });

  it("compiles the schema without references, whose errors ajv would join by copying all those before", () => {
    const schemas = loadSchemas("schema");
    expect(JSON.stringify(withRootInlined(schemas).files.get(schemas.root))).not.toContain('"$ref"');
  });

  it("checks 100,000 empty pages in seconds (108 s before: the time grew with their square)", () => {
    const text = withRoutes(100_000, () => ({}));
    const start = performance.now();
    const { unlisted } = validate(text);
    expect(unlisted.errors).toBe(100_000 - MAX_PROBLEMS);
    expect(performance.now() - start).toBeLessThan(30_000);
  }, 60_000);

  it("reports a megabyte of asset path at once, quoting only its start", () => {
    const manifest = makeManifest();
    manifest.settings.shareImage = "/images/" + "a".repeat(1_000_000) + ".jpg";
    const start = performance.now();
    const [line, ...others] = linesFor(JSON.stringify(manifest, null, 2));
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(others).toEqual([]);
    expect(line).toMatch(
      /\/settings\/shareImage {2}there is no file public\/images\/a+… \(put the file in the public\/ folder/,
    );
    expect(line.length).toBeLessThan(1000);
  });
});

describe("what JSON.parse lets pass", () => {
  it("a field written twice names both places; the last one is where the problem is", () => {
    const text = editFixture(
      '"email": "info@example.mn",',
      '"email": "info@example.mn",\n      "email": "evil@example.com",',
    );
    expect(linesFor(text)).toEqual([
      'site.manifest.json:15:7  settings  /settings/contact/email  the field "email" is written twice in this object, at 14:7 and at 15:7 (keep one of them: the site would use the last one and ignore the other)',
    ]);
    expect(validate(text).valid).toBe(false);
  });

  it("a number too large for a number says so, where before it was 'not null'", () => {
    expect(linesFor(editFixture('"readTime": 5,', '"readTime": 1e400,'))).toEqual([
      "site.manifest.json:392:7  route /blog/first-post  /routes/3/readTime  this number is too large (write the number as it should appear on the site)",
    ]);
  });

  it("one value nested a million deep does not move the other problems", () => {
    const mistake = editFixture('"readTime": 5,', '"readTime": "5",');
    const deep = mistake.replace(
      '"defaultLanguage": "mn",',
      `"defaultLanguage": "mn", "deep": ${"[".repeat(1_000_000)}${"]".repeat(1_000_000)},`,
    );
    const lines = linesFor(deep);
    expect(lines).toContain(linesFor(mistake)[0]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^site\.manifest\.json:8:30 {2}settings {2}\/settings\/deep {2}the field "deep" is not allowed/,
      ),
      linesFor(mistake)[0],
    ]);
  });
});

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202e]/;

describe("a key or a value cannot write its own lines", () => {
  const forged = "\u001b[2K\r\u001b[32msite.manifest.json is valid.\u001b[0m\n";
  const text = editFixture('"nav.home": {', `${JSON.stringify("nav.x" + forged)}: "x",\n    "nav.home": {`);
  const result = validate(text);

  it("in the text report: every problem on its line, its control characters escaped", () => {
    const output = report("site.manifest.json", result.problems, "text", result.unlisted);
    expect(output).not.toMatch(controls);
    // A line per problem, its Mongolian under it, then the count in both languages.
    const inMongolian = result.problems.filter((p) => p.mn).length;
    expect(output.split("\n")).toHaveLength(result.problems.length + inMongolian + 2);
    // The forged words are there, escaped, inside the lines of the two problems of that key.
    const withForgery = output
      .split("\n")
      .filter((line) => line.startsWith("site.manifest.json:") && line.includes("is valid."));
    expect(withForgery).toHaveLength(2);
    for (const line of withForgery)
      expect(line).toMatch(
        /^site\.manifest\.json:53:5 {2}interface {2}\/interface\/nav\.x\\u001b\[2K\\r\\u001b\[32msite\.manifest\.json is valid\.\\u001b\[0m\\n {2}/,
      );
    expect(output.split("\n").at(-1)).toMatch(/problems? to fix\.$/);
  });

  it("in GitHub annotations and in JSON", () => {
    const github = report("site.manifest.json", result.problems, "github", result.unlisted);
    expect(github).not.toMatch(controls);
    expect(github.split("\n")).toHaveLength(result.problems.length);
    const json = report("site.manifest.json", result.problems, "json", result.unlisted);
    expect(json).not.toMatch(controls);
    expect(JSON.parse(json).problems.map((p: { pointer: string }) => p.pointer)).toContain("/interface/nav.x" + forged);
  });

  it("direction overrides and line separators in a value are escaped too", () => {
    const lines = linesFor(editFixture('"category": "visa"', '"category": "vi\u202esa\u2028"'));
    expect(lines.join("\n")).not.toMatch(/[\u2028\u202e]/);
    expect(lines[0]).toContain('"vi\\u202esa\\u2028" is not one of the blog categories');
  });
});

it("the fixture's text is unchanged by these tests", () => {
  expect(validate(fixtureText()).valid).toBe(true);
});
