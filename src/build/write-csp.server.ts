import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { hashedCode, inlineCode, scriptInMain } from "./inline-code.server";
import { headerPolicy, pagePolicy } from "./policy.server";

const charset = '<meta charSet="utf-8"/>';

/** The HTML files under a folder, relative to it. */
const htmlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".html"));

/** The URL paths a file is served at: about/index.html at /about and /about/. */
export function urlPathsOf(file: string): string[] {
  const path = "/" + file.split(sep).join("/");
  if (path === "/index.html") return ["/"];
  if (path.endsWith("/index.html")) return [path.slice(0, -"index.html".length - 1), path.slice(0, -"index.html".length)];
  return [path, path.slice(0, -".html".length)];
}

/** The pages already given their policy as they were written: file (relative to client/) → its _headers rules. */
export type SecuredPages = Map<string, string[]>;

/**
 * One page with its Content-Security-Policy: a <meta> tag first in its <head>, and the rules of
 * _headers for the URLs it is served at. `file` is relative to client/. Throws, naming the page,
 * when author content holds a script.
 */
export function securePage(file: string, html: string): { html: string; rules: string[] } {
  const script = scriptInMain(html);
  if (script) throw new Error(`${file}: the page's content holds a script, which the sanitiser should have removed: ${script}`);
  if (!html.includes(charset)) throw new Error(`${file}: no ${charset} to put the Content-Security-Policy after`);
  const hashed = hashedCode(inlineCode(html));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(hashed)}"/>`;
  const header = headerPolicy(hashed);
  return { html: html.replace(charset, charset + meta), rules: urlPathsOf(file).map((url) => `${url}\n  Content-Security-Policy: ${header}`) };
}

/**
 * Gives each page already in `clientDir` its Content-Security-Policy, whichever renderer wrote it
 * (React Router's own pages, before the workers write theirs): each is read and rewritten. Returns
 * their _headers rules by file.
 */
export function securePagesIn(clientDir: string): SecuredPages {
  const secured: SecuredPages = new Map();
  for (const path of htmlFiles(clientDir)) {
    const file = join(clientDir, path);
    const page = securePage(path, readFileSync(file, "utf8"));
    writeFileSync(file, page.html);
    secured.set(path, page.rules);
  }
  return secured;
}

/** Writes every page's rules to _headers, in the order of the files' names; returns the number of pages. */
export function writePolicyHeaders(clientDir: string, secured: SecuredPages): number {
  const files = [...secured.keys()].sort();
  appendFileSync(
    join(clientDir, "_headers"),
    "\n# Written by the build: each page's Content-Security-Policy, allowing its own inline scripts by hash.\n" +
      "# The page's <meta> tag carries the full policy; hosts that limit the number of rules can drop this part.\n" +
      files.flatMap((file) => secured.get(file)!).join("\n") +
      "\n",
  );
  return files.length;
}
