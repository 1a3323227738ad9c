import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir, fixtureText } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** The fixture with a redirects list, as an author would add it at the end of the file. */
function withRedirects(redirects: [string, string][], text = fixtureText()): string {
  const list = redirects.map(([from, to]) => `    { "from": "${from}", "to": "${to}" }`).join(",\n");
  return text.replace(/\n}\s*$/, `,\n  "redirects": [\n${list}\n  ]\n}\n`);
}

const lines = (text: string) => validate(text).problems.map((p) => formatProblem("site.manifest.json", p));

describe("the validator's checks of redirects", () => {
  it("accepts redirects from old addresses to published pages", () => {
    const result = validate(withRedirects([["/services/whv", "/services/working-holiday"]]));
    expect(result.problems).toEqual([]);
  });

  it("reports a redirect to no page, one from a live page and an old address redirected twice, each at its line", () => {
    expect(
      lines(
        withRedirects([
          ["/services/whv", "/services/workng-holiday"],
          ["/about", "/"],
          ["/services/whv", "/about"],
        ]),
      ),
    ).toEqual([
      expect.stringMatching(
        /^site\.manifest\.json:\d+:\d+ {2}redirects {2}\/redirects\/0\/to {2}there is no page with the path "\/services\/workng-holiday" \(did you mean "\/services\/working-holiday"\?\)$/,
      ),
      expect.stringMatching(
        / {2}redirects {2}\/redirects\/1\/from {2}"\/about" is the path of a page, so it cannot also be an old address that sends visitors elsewhere \(remove this redirect, or move that page first \(npm run move\)\)$/,
      ),
      expect.stringMatching(
        / {2}redirects {2}\/redirects\/2\/from {2}the old address "\/services\/whv" is redirected twice \(redirects\[0\]\) \(keep one of them\)$/,
      ),
    ]);
  });

  it("reports an English or reserved old address", () => {
    expect(
      validate(
        withRedirects([
          ["/en/services/whv", "/about"],
          ["/404", "/about"],
        ]),
      ).problems.map((p) => [p.pointer, p.message]),
    ).toEqual([
      ["/redirects/0/from", `"/en/services/whv" cannot be an old address`],
      ["/redirects/1/from", `"/404" cannot be an old address`],
    ]);
  });

  it("reports a chain, naming the page to send visitors to directly, and a loop", () => {
    expect(
      lines(
        withRedirects([
          ["/a", "/b"],
          ["/b", "/about"],
          ["/c", "/d"],
          ["/d", "/c"],
        ]),
      ).map((line) => line.split("  ").slice(2).join("  ")),
    ).toEqual([
      `/redirects/0/to  "/b" is itself an old address, redirected to "/about": a visitor would be sent on twice (write "/about" here)`,
      `/redirects/2/to  these redirects go round in a circle: /c → /d → /c (send each old address to a page that exists)`,
      `/redirects/3/to  these redirects go round in a circle: /d → /c → /d (send each old address to a page that exists)`,
    ]);
  });

  it("reports a redirect to a draft, which is not published", () => {
    const text = withRedirects(
      [["/services/whv", "/services/working-holiday"]],
      editFixture('"template": "visa",', '"template": "visa",\n      "status": "draft",'),
    );
    expect(validate(text).problems).toContainEqual(
      expect.objectContaining({
        pointer: "/redirects/0/to",
        severity: "error",
        message: `the page "/services/working-holiday" is a draft, which is not published`,
      }),
    );
  });

  it("says where a page has moved when a link names its old address, never offering the old one", () => {
    const text = withRedirects(
      [["/services/working-holiday", "/services/work-and-holiday"]],
      fixtureText().replace(
        '"path": "/services/working-holiday",\n      "template"',
        '"path": "/services/work-and-holiday",\n      "template"',
      ),
    );
    const hints = validate(text).problems.map((p) => p.hint);
    // The menu link, the hero's button, two finder results and the story in each language.
    expect(hints).toHaveLength(6);
    for (const hint of hints)
      expect(hint).toBe(
        `that page has moved to "/services/work-and-holiday" (see redirects): link to "/services/work-and-holiday"`,
      );
  });
});
