import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { join } from "node:path";
import { splitAnchor } from "../content/links.ts";
import { writtenLinkKind } from "../content/links.server.ts";
import { isPicturePath } from "./pictures.ts";
import { isFile } from "./public-files.server.ts";
import type { SchemaSet } from "./schemas.server.ts";
import { editorAnnotations } from "./editor-annotations.ts";

// ajv-formats is CommonJS; under ESM its function arrives as the default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

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

/**
 * Compiles the site's schemas. `checkSchemas` also validates each against JSON Schema's
 * meta-schema, which the tests do (src/validate/schemas.test.ts): the schemas are the project's
 * own files, so every validation need not check them again (a twentieth of a build's check).
 */
export function compileValidator(schemas: SchemaSet, { checkSchemas = false } = {}): SchemaValidator {
  const context: LinkContext = {
    paths: undefined,
    publicDir: "public",
    assets: new Map(),
    richText: [],
    sectionLinks: [],
    drafts: new Set(),
    draftLinks: [],
  };
  // Without ajv's optimising pass over the code it generates: the schema compiles in about half the
  // time (0.2 s less for every validation in a new process: every build, npm run validate, the
  // editor's start), and manifests of 1,000 and 10,000 routes validate as fast.
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    code: { optimize: false },
    validateSchema: checkSchemas,
  });
  addFormats(ajv);
  // Editor help (VS Code's hover text and skeletons; the manifest editor's labels, help and choice
  // names in both languages): annotations that check nothing, declared so that strict mode still
  // catches a misspelt keyword.
  ajv.addVocabulary(["markdownDescription", "defaultSnippets", ...editorAnnotations]);
  const isRoute = (value: string) => !context.paths || context.paths.has(splitAnchor(value)[0]);
  ajv.addFormat("route", { type: "string", validate: isRoute });
  ajv.addFormat("link", {
    type: "string",
    validate: (value) => {
      const kind = writtenLinkKind(value);
      return kind === "external" || (kind === "internal" && isRoute(value));
    },
  });
  const isAsset = (value: string) => {
    if (!value.startsWith("/") || value.includes("..") || value.includes("\\")) return false;
    const file = join(context.publicDir, value);
    let found = context.assets.get(file);
    if (found === undefined) context.assets.set(file, (found = isFile(file)));
    return found;
  };
  ajv.addFormat("asset", { type: "string", validate: isAsset });
  // A picture is a file too, of a kind pages show, in the folder the build resizes.
  ajv.addFormat("picture", { type: "string", validate: (value) => isAsset(value) && isPicturePath(value) });
  // Names the editor picks from a list (an icon from the icon set, a blog category from the
  // settings); the enum and the checks between pages (with a "did you mean") check their values.
  ajv.addFormat("icon", true);
  ajv.addFormat("category", true);
  // "richText": true marks a string written as HTML; ajv reports where each one is.
  ajv.addKeyword({
    keyword: "richText",
    schemaType: "boolean",
    errors: false,
    validate: (_: boolean, data: unknown, _parent?: unknown, where?: { instancePath: string }) => {
      if (typeof data === "string" && where) context.richText.push(where.instancePath);
      return true;
    },
  });
  // "pageLink": true marks a string that may be a path of this site; those with a #section and
  // those to a draft are kept.
  ajv.addKeyword({
    keyword: "pageLink",
    schemaType: "boolean",
    errors: false,
    validate: (_: boolean, data: unknown, _parent?: unknown, where?: { instancePath: string }) => {
      if (typeof data !== "string" || !where || !data.startsWith("/")) return true;
      if (data.includes("#")) context.sectionLinks.push({ pointer: where.instancePath, href: data });
      if (context.drafts.has(splitAnchor(data)[0]))
        context.draftLinks.push({ pointer: where.instancePath, href: data });
      return true;
    },
  });
  for (const [id, schema] of schemas.files) ajv.addSchema(schema, id);
  return { validate: ajv.getSchema(schemas.root) as ValidateFunction, context };
}
