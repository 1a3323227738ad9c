import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import type { SiteManifest } from "../src/generated/manifest";
import { createValidator } from "../src/validate/index.server";
import { withUnwrittenTexts } from "./draft-texts.server";
import { formSchemas } from "./form-schemas.server";
import { renderPreview } from "./preview.server";
import { typeset } from "../src/content/typography";

const forms = formSchemas("schema");
const validate = createValidator({ schemaDir: "schema", publicDir: "public" });
const manifest = () => JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;

/** A draft visa page with a requirement just added (nothing written in it yet) and a text left out. */
function halfWritten() {
  const data = manifest();
  const index = data.routes.findIndex((r) => r.template === "visa");
  const page = data.routes[index] as unknown as Record<string, unknown> & { requirements: unknown[]; path: string };
  page.status = "draft";
  page.requirements.push({});
  delete page.description;
  return { data, index, path: page.path };
}

it("draws a draft whose new list item and missing text are not written yet, with those texts empty", async () => {
  const { data, index, path } = halfWritten();
  const problems = validate(JSON.stringify(data, null, 2)).problems;
  // The validator says what is missing, as warnings of a draft: none stops the preview.
  const own = problems.filter((p) => p.pointer.startsWith(`/routes/${index}/`));
  expect(own.map((p) => p.severity)).toContain("warning");
  expect(own.filter((p) => p.severity === "error")).toEqual([]);
  // As it is, the templates cannot draw it.
  expect(await renderPreview(data, { path }, "mn", problems)).toEqual({ problems: [] });

  const drawn = await renderPreview(withUnwrittenTexts(data, path, forms), { path }, "mn", problems);
  expect("html" in drawn && drawn.html).toContain(typeset((data.routes[index].title as { mn: string }).mn));
});

it("leaves every other page, and every text already written, as it is", () => {
  const { data, index, path } = halfWritten();
  const shown = withUnwrittenTexts(data, path, forms);
  const page = shown.routes[index] as unknown as Record<string, unknown> & { requirements: unknown[] };
  expect(page.requirements.at(-1)).toEqual({ mn: "", en: "" });
  expect(page.description).toEqual({ mn: "", en: "" });
  expect(page.requirements.slice(0, -1)).toEqual(
    (data.routes[index] as { requirements: unknown[] }).requirements.slice(0, -1),
  );
  expect(shown.routes.filter((_, i) => i !== index)).toEqual(data.routes.filter((_, i) => i !== index));
});

it("fills the texts of a page's blocks by the kind each block names", () => {
  const data = manifest();
  const index = data.routes.findIndex(
    (r) => r.template === "page" && Array.isArray((r as { blocks?: unknown[] }).blocks),
  );
  const page = data.routes[index] as unknown as { path: string; blocks: Record<string, { mn: string; en?: string }>[] };
  // A block's first text (a heading, an introduction) with its English not written.
  const block = page.blocks.findIndex((b) => Object.values(b).some((v) => typeof v === "object" && "mn" in v));
  const [key, text] = Object.entries(page.blocks[block]).find(([, v]) => typeof v === "object" && "mn" in v)!;
  delete text.en;
  const shown = withUnwrittenTexts(data, page.path, forms).routes[index] as unknown as typeof page;
  expect(shown.blocks[block][key]).toEqual({ mn: text.mn, en: "" });
});
