import type { Ajv2020, CodeKeywordDefinition, Format, KeywordCxt, ValidateFunction } from "ajv/dist/2020.js";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import { splitAnchor } from "../content/links.ts";
import { writtenLinkKind } from "../content/links.server.ts";
import { isPicturePath } from "./pictures.ts";
import { isFile } from "./public-files.server.ts";
import type { SchemaSet } from "./schemas.server.ts";
import { editorAnnotations } from "./editor-annotations.ts";
import { keepValidator, keptValidator, validatorCache } from "./kept.server.ts";

// ajv and its plugins are CommonJS, required only to compile: a validator kept from an earlier
// process is run without them (they take 25 ms to load).
const require = createRequire(import.meta.url);
const ajvModule = () => require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js");

/** What the "route", "link", "asset" and "picture" formats check against; set before each validation. */
export interface LinkContext {
  /** The declared page paths; undefined when "routes" is not a list, so that links are not all reported as broken. */
  paths: Set<string> | undefined;
  publicDir: string;
  /** Which asset files exist, looked up once per validation. */
  assets: Map<string, boolean>;
  /** The pointers of the rich-text strings met, for the checks of their HTML. */
  richText: string[];
  /** The links to a section of a page (/about#team) met, for the check of their anchor. */
  sectionLinks: SectionLink[];
  /** The paths of the pages that are drafts, and the links to them met. */
  drafts: Set<string>;
  draftLinks: SectionLink[];
}

export interface SectionLink {
  pointer: string;
  href: string;
}

export interface SchemaValidator {
  validate: ValidateFunction;
  context: LinkContext;
}

/** The names the validator's code gives the site's formats and keywords: kept code is run with both (./kept.server.ts). */
const formatsName = "formats";
const keywordsName = "keywords";

/**
 * The formats the schemas name: ajv-formats' (date, email), and the site's own, which check
 * against `context`, set before each validation.
 */
function siteFormats(context: LinkContext): Record<string, Format> {
  const isRoute = (value: string) => !context.paths || context.paths.has(splitAnchor(value)[0]);
  const isAsset = (value: string) => {
    if (!value.startsWith("/") || value.includes("..") || value.includes("\\")) return false;
    const file = join(context.publicDir, value);
    let found = context.assets.get(file);
    if (found === undefined) context.assets.set(file, (found = isFile(file)));
    return found;
  };
  const { fullFormats } = require("ajv-formats/dist/formats") as { fullFormats: Record<string, Format> };
  return {
    ...fullFormats,
    route: { type: "string", validate: isRoute },
    link: {
      type: "string",
      validate: (value: string) => {
        const kind = writtenLinkKind(value);
        return kind === "external" || (kind === "internal" && isRoute(value));
      },
    },
    asset: { type: "string", validate: isAsset },
    // A picture is a file too, of a kind pages show, in the folder the build resizes.
    picture: { type: "string", validate: (value: string) => isAsset(value) && isPicturePath(value) },
    // Names the editor picks from a list (an icon from the icon set, a blog category from the
    // settings); the enum and the checks between pages (with a "did you mean") check their values.
    icon: true,
    category: true,
  };
}

/** What the site's keywords do with a string they mark, given its pointer: keep it in `context` for the checks that follow. */
function siteKeywords(context: LinkContext) {
  return {
    // "richText": true marks a string written as HTML.
    richText: (data: unknown, pointer: string) => {
      if (typeof data === "string") context.richText.push(pointer);
    },
    // "pageLink": true marks a string that may be a path of this site; those with a #section and
    // those to a draft are kept.
    pageLink: (data: unknown, pointer: string) => {
      if (typeof data !== "string" || !data.startsWith("/")) return;
      if (data.includes("#")) context.sectionLinks.push({ pointer, href: data });
      if (context.drafts.has(splitAnchor(data)[0])) context.draftLinks.push({ pointer, href: data });
    },
  };
}

type SiteKeywords = ReturnType<typeof siteKeywords>;

/** A keyword whose code hands the value and its pointer to `keywords[name]`, by name, so that kept code can be given it. */
function markingKeyword(name: keyof SiteKeywords, keywords: SiteKeywords): CodeKeywordDefinition {
  return {
    keyword: name,
    schemaType: "boolean",
    code(cxt: KeywordCxt) {
      const { _, str, Name } = ajvModule();
      const mark = cxt.gen.scopeValue("keyword", { ref: keywords[name], code: _`${new Name(keywordsName)}[${name}]` });
      // ajv's name for the path of the data the validation started from; errorPath leads from there to this value.
      const pointer = str`${new Name("instancePath")}${cxt.it.errorPath}`;
      cxt.gen.code(_`${mark}(${cxt.data}, ${pointer})`);
    },
  };
}

/** ajv set up for the site's schemas, generating code that names its formats and keywords. */
function siteAjv(formats: Record<string, Format>, keywords: SiteKeywords, checkSchemas: boolean): Ajv2020 {
  const { Ajv2020: Ajv, Name } = ajvModule();
  const addFormats = require("ajv-formats") as (ajv: Ajv2020) => void;
  // Without ajv's optimising pass over the code it generates: the schema compiles in about half the
  // time, and manifests of 1,000 and 10,000 routes validate as fast.
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    code: { optimize: false, source: true, formats: new Name(formatsName) },
    validateSchema: checkSchemas,
  });
  addFormats(ajv);
  // Editor help (VS Code's hover text and skeletons; the manifest editor's labels, help and choice
  // names in both languages): annotations that check nothing, declared so that strict mode still
  // catches a misspelt keyword.
  ajv.addVocabulary(["markdownDescription", "defaultSnippets", ...editorAnnotations]);
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  ajv.addKeyword(markingKeyword("richText", keywords));
  ajv.addKeyword(markingKeyword("pageLink", keywords));
  return ajv;
}

/** The hash of everything the validator's code is made from: the schemas, ajv's and ajv-formats' versions, and the code above. */
function validatorKey(schemas: SchemaSet): string {
  const versions = ["ajv", "ajv-formats"].map(
    (name) => (require(`${name}/package.json`) as { version: string }).version,
  );
  return createHash("sha256")
    .update(JSON.stringify([schemas.root, [...schemas.files], versions]))
    .update([siteFormats, siteKeywords, markingKeyword, siteAjv].map(String).join("\0"))
    .digest("hex")
    .slice(0, 24);
}

/**
 * The site's schemas as one validation function, kept between processes (./kept.server.ts) or
 * compiled now and kept. `checkSchemas` also validates each schema against JSON Schema's
 * meta-schema, which the tests do (src/validate/schemas.test.ts): the schemas are the project's
 * own files, so every validation need not check them again.
 */
export function compileValidator(
  schemas: SchemaSet,
  { checkSchemas = false, cache = validatorCache() } = {},
): SchemaValidator {
  const context: LinkContext = {
    paths: undefined,
    publicDir: "public",
    assets: new Map(),
    richText: [],
    sectionLinks: [],
    drafts: new Set(),
    draftLinks: [],
  };
  const formats = siteFormats(context);
  const keywords = siteKeywords(context);
  const file = join(cache, `${validatorKey(schemas)}.cjs`);
  const kept = checkSchemas ? undefined : keptValidator(file, formats, keywords);
  if (kept) return { validate: kept, context };
  const ajv = siteAjv(formats, keywords, checkSchemas);
  for (const [id, schema] of schemas.files) ajv.addSchema(schema, id);
  const validate = ajv.getSchema(schemas.root) as ValidateFunction;
  const standaloneCode = (require("ajv/dist/standalone/index.js") as typeof import("ajv/dist/standalone/index.js"))
    .default;
  keepValidator(file, standaloneCode(ajv, validate));
  return { validate, context };
}
