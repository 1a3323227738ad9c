import { describe, expect, it } from "vitest";
import { fixturePublicDir, makeManifest, makeRoute } from "../../tests/factories";
import type { SiteManifest } from "../generated/manifest";
import { createValidator } from "../validate/index.server";
import { deletePage, deletePageCounting } from "./delete";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });
const problemsOf = (manifest: SiteManifest) => validate(JSON.stringify(manifest, null, 2)).problems;

const visa = "/services/working-holiday";

/** The fixture with one more page, /services/study, linked from a footer menu only. */
function withStudyPage(): SiteManifest {
  const manifest = makeManifest();
  manifest.routes.push(makeRoute("visa", { path: "/services/study" }));
  manifest.navigation.footer.columns[0].links.push({ path: "/services/study" });
  return manifest;
}

describe("deleting a page", () => {
  it("is refused while other pages link to it, naming each page and field (its menu entries aside)", () => {
    expect(deletePage(makeManifest(), visa)).toEqual({
      refused: [
        { path: "/", where: "blocks[0].actions[0].href", pointer: "/routes/0/blocks/0/actions/0/href" },
        { path: "/", where: "blocks[1].rules[0].recommend", pointer: "/routes/0/blocks/1/rules/0/recommend" },
        { path: "/", where: "blocks[1].rules[1].recommend", pointer: "/routes/0/blocks/1/rules/1/recommend" },
        { path: "/about", where: "blocks[0].body.mn", pointer: "/routes/1/blocks/0/body/mn" },
        { path: "/about", where: "blocks[0].body.en", pointer: "/routes/1/blocks/0/body/en" },
      ],
    });
  });

  it("points at a linking field after the deleted page by its place in the manifest as the author has it", () => {
    const manifest = makeManifest();
    const article = manifest.routes.findIndex((r) => r.path === "/blog/first-post");
    expect(article).toBeGreaterThan(manifest.routes.findIndex((r) => r.path === visa));
    const post = manifest.routes[article] as { body: { en: string } };
    post.body.en += `<p><a href="${visa}">Apply</a></p>`;
    const refused = deletePage(manifest, visa);
    if (!("refused" in refused)) throw new Error("not refused");
    expect(refused.refused).toContainEqual({
      path: "/blog/first-post",
      where: "body.en",
      pointer: `/routes/${article}/body/en`,
    });
  });

  it("removes a page nothing links to, with its menu entries: the result is valid", () => {
    const result = deletePageCounting(withStudyPage(), "/services/study");
    if ("refused" in result) throw new Error("refused");
    expect(result.manifest.routes.map((r) => r.path)).toEqual(makeManifest().routes.map((r) => r.path));
    expect(result.manifest.navigation).toEqual(makeManifest().navigation);
    expect(result.menuEntries).toBe(1);
    expect(result.manifest.redirects).toBeUndefined();
    expect(problemsOf(result.manifest)).toEqual([]);
  });

  it("with a redirect target, sends every link there (without the old page's #section) and records a redirect", () => {
    const manifest = makeManifest();
    const about = manifest.routes[1] as { blocks: { body?: { mn: string; en: string } }[] };
    about.blocks[0].body!.en = `<a href="${visa}#requirements">requirements</a>`;
    const result = deletePageCounting(manifest, visa, { redirectTo: "/about" });
    if ("refused" in result) throw new Error("refused");
    const after = result.manifest;
    expect(after.routes.map((r) => r.path)).toEqual(["/", "/about", "/blog/first-post"]);
    expect(JSON.stringify({ ...after, redirects: [] })).not.toContain(visa);
    expect((after.routes[1] as typeof about).blocks[0].body!.en).toBe(`<a href="/about">requirements</a>`);
    expect(after.navigation.header.menus![0].columns[0].links).toEqual([]);
    expect(after.redirects).toEqual([{ from: visa, to: "/about" }]);
    expect(result).toMatchObject({ references: 5, menuEntries: 1 });
  });

  it("sends the redirects that led to the page to the target, or drops them when there is none", () => {
    const manifest = { ...withStudyPage(), redirects: [{ from: "/services/old-study", to: "/services/study" }] };
    expect(deletePage(manifest, "/services/study", { redirectTo: "/about" })).toMatchObject({
      manifest: {
        redirects: [
          { from: "/services/old-study", to: "/about" },
          { from: "/services/study", to: "/about" },
        ],
      },
    });
    expect(deletePage(manifest, "/services/study")).toMatchObject({ manifest: { redirects: [] } });
  });

  it("refuses to send the deleted page's visitors to a draft, which is not on the site", () => {
    const manifest = withStudyPage();
    manifest.routes.push(makeRoute("visa", { path: "/services/coming", status: "draft" }));
    expect(() => deletePage(manifest, "/services/study", { redirectTo: "/services/coming" })).toThrow(
      `"/services/coming" is a draft, not on the site`,
    );
  });

  it.each([
    ["/services/stuyd", {}, `there is no page at "/services/stuyd"; did you mean "/services/study"?`],
    ["/services/study", { redirectTo: "/servics" }, `there is no page at "/servics"`],
    ["/services/study", { redirectTo: "/services/study" }, "a deleted page cannot send its visitors to itself"],
    ["/", { redirectTo: "/about" }, "the home page cannot be deleted"],
  ])("refuses to delete %s (%j), saying why", (path, options, message) => {
    expect(() => deletePage(withStudyPage(), path, options)).toThrow(message);
  });
});
