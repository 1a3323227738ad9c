import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/temp-folders";
import { compileValidator } from "./ajv.server";
import { withRootInlined } from "./inline-refs";
import { loadSchemas, schemaBase, type SchemaSet } from "./schemas.server";

type Route = { path: string; template: string; title: unknown; published?: unknown; status?: string };

/** The real manifest with a fault of each kind the validator's code meets: a type, an e-mail, a date, a link, a draft linked. */
function faultyManifest() {
  const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));
  const routes = manifest.routes as Route[];
  routes[1].title = 5;
  manifest.settings.contact.email = "info at the office";
  const article = routes.find((route) => route.template === "article")!;
  article.published = "the 5th of May";
  routes.at(-1)!.status = "draft";
  manifest.settings.contact.social[0].url = routes.at(-1)!.path;
  manifest.settings.contact.social[1].url = "/no-such-page#team";
  return manifest as { routes: Route[] };
}

/** What one validation of `data` finds: ajv's errors, and the places the site's formats and keywords noted. */
function findings(schemas: SchemaSet, cache: string, data: ReturnType<typeof faultyManifest>) {
  const { validate, context } = compileValidator(schemas, { cache });
  context.paths = new Set(data.routes.map((route) => route.path));
  context.drafts = new Set(data.routes.filter((route) => route.status === "draft").map((route) => route.path));
  validate(data);
  return {
    errors: (validate.errors ?? []).map(({ instancePath, schemaPath, keyword, params, message }) => ({
      instancePath,
      schemaPath,
      keyword,
      params,
      message,
    })),
    richText: context.richText,
    sectionLinks: context.sectionLinks,
    draftLinks: context.draftLinks,
  };
}

const keptFiles = (cache: string) => readdirSync(cache).filter((name) => name.endsWith(".cjs"));

describe("the validator kept between processes", () => {
  const schemas = withRootInlined(loadSchemas("schema"));

  it("finds what the compiled validator finds, fault by fault", () => {
    const cache = tempFolder("validator-");
    const compiled = findings(schemas, cache, faultyManifest());
    expect(keptFiles(cache)).toHaveLength(1);
    const kept = findings(schemas, cache, faultyManifest());
    expect(kept).toEqual(compiled);
    // The faults were met: a validator that checked nothing would pass the comparison too.
    const where = compiled.errors.map((error) => `${error.instancePath} ${error.keyword}`);
    expect(where).toEqual(
      expect.arrayContaining([
        "/routes/1/title type",
        "/settings/contact/email format",
        expect.stringMatching(/^\/routes\/\d+\/published format$/),
        "/settings/contact/social/1/url format",
      ]),
    );
    expect(compiled.richText.length).toBeGreaterThan(10);
    expect(compiled.sectionLinks).toContainEqual({
      pointer: "/settings/contact/social/1/url",
      href: "/no-such-page#team",
    });
    expect(compiled.draftLinks.map((link) => link.pointer)).toContain("/settings/contact/social/0/url");
  });

  it("is the code in the cache when there is one", () => {
    const cache = tempFolder("validator-");
    findings(schemas, cache, faultyManifest());
    const [file] = keptFiles(cache);
    writeFileSync(
      join(cache, file),
      'module.exports = function kept() { kept.errors = [{ instancePath: "/kept", keyword: "kept" }]; return false; };',
    );
    expect(findings(schemas, cache, faultyManifest()).errors).toEqual([
      expect.objectContaining({ instancePath: "/kept", keyword: "kept" }),
    ]);
  });

  it("is compiled again, and kept again, when the kept file is damaged", () => {
    const cache = tempFolder("validator-");
    const compiled = findings(schemas, cache, faultyManifest());
    const [file] = keptFiles(cache);
    writeFileSync(join(cache, file), '"use strict";module.exports = validate0;function validate0(data, {instancePath');
    expect(findings(schemas, cache, faultyManifest())).toEqual(compiled);
    expect(readFileSync(join(cache, file), "utf8").length).toBeGreaterThan(100_000);
  });

  it("is another file for other schemas", () => {
    const cache = tempFolder("validator-");
    findings(schemas, cache, faultyManifest());
    const root = schemas.files.get(schemas.root)!;
    const files = new Map(schemas.files).set(schemaBase + "site.schema.json", { ...root, maxProperties: 3 });
    const changed = findings({ ...schemas, files }, cache, faultyManifest());
    expect(keptFiles(cache)).toHaveLength(2);
    expect(changed.errors.map((error) => error.keyword)).toContain("maxProperties");
  });
});
