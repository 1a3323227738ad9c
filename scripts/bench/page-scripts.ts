// The JavaScript a page loads up front: the scripts and module preloads its HTML names, and every
// module those import statically, followed to the end. Code behind a dynamic import() is fetched
// later, when it is needed, and does not count.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import ts from "typescript";

/** The start tags of <script> and <link>, attribute values quoted or not (a quoted value may hold ">"). */
const tagPattern = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** Script types a browser runs; any other (JSON, JSON-LD, speculation rules) is data. */
const scriptTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(attributePattern))
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  return attributes;
}

/** The URLs a page's HTML loads JavaScript from, and the code of its inline scripts. */
export function scriptsIn(html: string, pageUrl: string): { urls: string[]; inline: string[] } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(tagPattern)) {
    const attributes = attributesOf(match[2]);
    if (match[1].toLowerCase() === "link") {
      const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("modulepreload") && attributes.has("href"))
        urls.push(resolveUrl(attributes.get("href")!, pageUrl));
      continue;
    }
    if (!scriptTypes.has((attributes.get("type") ?? "").toLowerCase())) continue;
    if (attributes.has("src")) urls.push(resolveUrl(attributes.get("src")!, pageUrl));
    else {
      const end = html.indexOf("</script>", match.index + match[0].length);
      inline.push(html.slice(match.index + match[0].length, end));
    }
  }
  return { urls, inline };
}

/** A script's URL as a path on the site; a script from another site cannot be measured and is refused. */
function resolveUrl(reference: string, from: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(reference))
    throw new Error(`${from} loads ${reference}, which is not a file of the site: the bench cannot measure it`);
  const path = reference.split(/[?#]/)[0];
  return path.startsWith("/") ? posix.normalize(path) : posix.join(posix.dirname(from), path);
}

/** A module's import as a path on the site; a bare name ("react") has no file a browser could load. */
function importedUrl(specifier: string, from: string): string {
  if (!/^(\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier))
    throw new Error(`${from} imports "${specifier}", which a browser cannot load`);
  return resolveUrl(specifier, from);
}

/** The modules a script imports statically: `import … from "…"`, `import "…"` and `export … from "…"`. */
export function staticImports(code: string): string[] {
  const file = ts.createSourceFile("module.js", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found: string[] = [];
  for (const statement of file.statements)
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      found.push(statement.moduleSpecifier.text);
  return found;
}

const gzipSize = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;

/**
 * Measures pages of one built site (`client`, the folder the site is served from). Each file is
 * read, parsed and compressed once, however many pages load it.
 */
export function pageScriptMeter(client: string) {
  const modules = new Map<string, { gzip: number; imports: string[] }>();
  const moduleAt = (url: string) => {
    let module = modules.get(url);
    if (!module) {
      const code = readFileSync(join(client, url));
      const imports = staticImports(code.toString("utf8")).map((spec) => importedUrl(spec, url));
      module = { gzip: gzipSize(code), imports };
      modules.set(url, module);
    }
    return module;
  };

  /** The gzip bytes of JavaScript the page at `pageUrl` loads up front, each file counted once, and those files. */
  return function measure(html: string, pageUrl: string): { gzip: number; files: string[] } {
    const { urls, inline } = scriptsIn(html, pageUrl);
    const queue = [...urls, ...inline.flatMap((code) => staticImports(code).map((spec) => importedUrl(spec, pageUrl)))];
    const files = new Set<string>();
    while (queue.length) {
      const url = queue.pop()!;
      if (files.has(url)) continue;
      files.add(url);
      queue.push(...moduleAt(url).imports);
    }
    const gzip = inline.reduce((sum, code) => sum + gzipSize(code), 0);
    return { gzip: [...files].reduce((sum, url) => sum + modules.get(url)!.gzip, gzip), files: [...files].sort() };
  };
}
