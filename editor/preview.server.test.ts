import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../src/generated/manifest";
import { createValidator } from "../src/validate/index.server";
import { renderPreview } from "./preview.server";

const text = readFileSync("site.manifest.json", "utf8");
const validate = createValidator({ schemaDir: "schema", publicDir: "public" });
const copy = () => JSON.parse(text) as SiteManifest;
const visaIndex = copy().routes.findIndex((r) => r.template === "visa" && r.status !== "draft");

describe("renderPreview", () => {
  it("draws a page, and a section's header and footer", async () => {
    const manifest = copy();
    const page = await renderPreview(manifest, { path: manifest.routes[visaIndex].path }, "en", []);
    // Drawn as a visitor with script sees it: marked as the page's script marks it.
    expect("html" in page && page.html).toContain(`<html lang="en" data-enhanced>`);
    expect("html" in page && page.html).toContain(manifest.routes[visaIndex].title.en);
    const chrome = await renderPreview(manifest, { section: "navigation" }, "mn", []);
    expect("html" in chrome && chrome.html).toContain(manifest.navigation.header.menus[0].label.mn);
    expect("html" in chrome && chrome.html).toMatch(/<main id="main"><\/main>/);
  });

  it("marks the texts still to write, as a new page's are", async () => {
    const manifest = copy();
    const visa = manifest.routes[visaIndex];
    visa.title = { mn: "TODO: монголоор бичнэ үү", en: "TODO: write the English text" };
    const answer = await renderPreview(manifest, { path: visa.path }, "mn", []);
    const html = "html" in answer ? answer.html : "";
    expect(html).toContain("<h1><mark data-editor-todo>TODO: монголоор бичнэ үү</mark></h1>");
    // Never inside an attribute: the document's title and description stay text.
    expect(html).not.toMatch(/="[^"]*<mark/);
  });

  it("answers a page's errors alone when its templates cannot draw it, and a template's failure without its message", async () => {
    const manifest = copy();
    delete (manifest.routes[visaIndex].title as { en?: string }).en;
    const problems = validate(JSON.stringify(manifest, null, 2)).problems;
    const answer = await renderPreview(manifest, { path: manifest.routes[visaIndex].path }, "en", problems);
    expect(answer).toEqual({
      problems: expect.arrayContaining([expect.objectContaining({ pointer: `/routes/${visaIndex}/title/en` })]),
    });
    // Unchecked, the template fails: nothing of React's message reaches the author.
    const failed = await renderPreview(manifest, { path: manifest.routes[visaIndex].path }, "en", []);
    expect(failed).toEqual({ problems: [] });
  });

  it("draws a page in spite of errors its templates can draw: a link to a page just made a draft", async () => {
    const manifest = copy();
    // A published page whose own data links to another published page.
    const published = manifest.routes.filter((r) => r.status !== "draft" && r.path !== "/");
    const linking = published.find((r) => published.some((t) => t !== r && JSON.stringify(r).includes(`"${t.path}"`)))!;
    const target = published.find((t) => t !== linking && JSON.stringify(linking).includes(`"${t.path}"`))!;
    target.status = "draft";
    const problems = validate(JSON.stringify(manifest, null, 2)).problems;
    const answer = await renderPreview(manifest, { path: linking.path }, "mn", problems);
    const index = manifest.routes.indexOf(linking);
    expect(answer).toEqual({
      problems: expect.arrayContaining([
        expect.objectContaining({
          severity: "error",
          pointer: expect.stringMatching(new RegExp(`^/routes/${index}/`)),
        }),
      ]),
      html: expect.stringContaining(linking.title.mn),
    });
  });
});
