import { decodeHTMLAttribute } from "entities";
import { createHash } from "node:crypto";

/** The hash source of an inline script or style, as a policy names it: 'sha256-…'. */
export const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// The short scripts and styles that recur from page to page (the router's start-up, a template's
// imports), each hashed once per build. A page's data is longer; a site of many short unique ones
// stops adding to the memory once it holds a thousand.
const recurring = new Map<string, string>();
const recurringLength = 2048;
const recurringCount = 1000;
const hashOnce = (text: string) => {
  if (text.length > recurringLength) return hashSource(text);
  let hash = recurring.get(text);
  if (hash === undefined) {
    hash = hashSource(text);
    if (recurring.size < recurringCount) recurring.set(text, hash);
  }
  return hash;
};

// React Router's and React's output is well-formed: an inline script or style ends at the first
// closing tag, and data inside it is escaped so that it never contains one. They write tags in
// lower case; a script in another case (which only author content could hold, and scriptInMain
// stops) would not be hashed, so the policy would block it.
const scriptOpen = "<script";
const scriptClose = "</script>";
const stylePattern = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** Script types a browser runs; JSON-LD and other data blocks are never executed. */
const executable = (attributes: string) => {
  const type = /\btype="([^"]*)"/i.exec(attributes)?.[1].toLowerCase();
  return (
    !/\bsrc=/i.test(attributes) &&
    (type === undefined || type === "" || type === "module" || type === "text/javascript" || type === "speculationrules")
  );
};

/** The inline code of one built page, which its policy must allow by hash and allow nothing else. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

/** The values of the page's style attributes: ` style="` inside a tag (after a `<` and before its `>`). */
function styleAttributes(html: string): string[] {
  const values: string[] = [];
  for (let at = html.indexOf(' style="'); at !== -1; at = html.indexOf(' style="', at + 1)) {
    if (html.lastIndexOf("<", at) < html.lastIndexOf(">", at)) continue;
    const start = at + ' style="'.length;
    values.push(decodeHTMLAttribute(html.slice(start, html.indexOf('"', start))));
  }
  return values;
}

/** The text of each executable inline script of the page. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (let at = html.indexOf(scriptOpen); at !== -1; at = html.indexOf(scriptOpen, at + 1)) {
    const next = html.charCodeAt(at + scriptOpen.length);
    // <script> or <script …>, not <scripts… or a tag that merely starts the same.
    if (next !== 62 /* > */ && next !== 32 /* space */) continue;
    const open = html.indexOf(">", at);
    const close = html.indexOf(scriptClose, open);
    if (open === -1 || close === -1) break;
    if (executable(html.slice(at + scriptOpen.length, open))) scripts.push(html.slice(open + 1, close));
    at = close;
  }
  return scripts;
}

/** A page's inline scripts, style elements and style attributes, each once. */
export function inlineCode(html: string): InlineCode {
  const unique = (values: string[]) => [...new Set(values)];
  return {
    scripts: unique(inlineScripts(html)),
    // Most pages have no <style> (the site's styles are a stylesheet): the scan is skipped.
    styles: html.includes("<style") ? unique([...html.matchAll(stylePattern)].map((m) => m[1])) : [],
    styleAttributes: unique(styleAttributes(html)),
  };
}

/** The same code as the hash sources a policy names, each hashed once. */
export const hashedCode = (code: InlineCode): InlineCode => ({
  scripts: code.scripts.map(hashOnce),
  styles: code.styles.map(hashOnce),
  styleAttributes: code.styleAttributes.map(hashOnce),
});

/**
 * Author-written HTML only ever lands inside <main>, sanitised. A script there means the sanitiser
 * let one through: hashing it would let it run, so the build stops instead.
 */
export function scriptInMain(html: string): string | undefined {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? "";
  // An island's props (src/render/island.tsx): a JSON data block, first in the island's element.
  const islandData = /<div data-island="[a-z-]+"><script type="application\/json">[^<]*<\/script>/g;
  return /<script\b[^>]*>[\s\S]{0,80}/i.exec(main.replace(islandData, ""))?.[0];
}
