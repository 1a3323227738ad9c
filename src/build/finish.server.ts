import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { inlineCode, scriptInMain } from "./csp.server";
import { headerPolicy, pagePolicy } from "./policy.server";

const charset = '<meta charSet="utf-8"/>';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** The URL paths a file is served at: about/index.html at /about and /about/. */
export function urlPathsOf(file: string): string[] {
  const path = "/" + file.split(sep).join("/");
  if (path === "/index.html") return ["/"];
  if (path.endsWith("/index.html")) return [path.slice(0, -"index.html".length - 1), path.slice(0, -"index.html".length)];
  return [path, path.slice(0, -".html".length)];
}

/**
 * Gives every built page its Content-Security-Policy, after the build, whichever renderer wrote
 * the pages: a <meta> tag first in its <head>, and a rule per page in _headers. Returns the number
 * of pages. Throws, naming the page, when author content holds a script.
 */
export function applyContentSecurityPolicy(clientDir: string): number {
  const rules: string[] = [];
  const files = htmlFiles(clientDir).sort();
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const path = relative(clientDir, file);
    const script = scriptInMain(html);
    if (script) throw new Error(`${path}: the page's content holds a script, which the sanitiser should have removed: ${script}`);
    if (!html.includes(charset)) throw new Error(`${path}: no ${charset} to put the Content-Security-Policy after`);
    const code = inlineCode(html);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(code)}"/>`;
    writeFileSync(file, html.replace(charset, charset + meta));
    const header = headerPolicy(code);
    for (const url of urlPathsOf(path)) rules.push(`${url}\n  Content-Security-Policy: ${header}`);
  }
  appendFileSync(
    join(clientDir, "_headers"),
    "\n# Written by the build: each page's Content-Security-Policy, allowing its own inline scripts by hash.\n" +
      "# The page's <meta> tag carries the full policy; hosts that limit the number of rules can drop this part.\n" +
      rules.join("\n") +
      "\n",
  );
  return files.length;
}
