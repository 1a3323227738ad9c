// The built site as npm run serve answers it: each file with the headers _headers gives it, unknown
// paths with status 404 and the not-found page of their language. npm run build puts a new folder
// in place of the old (src/build/atomic.server.ts): the first request after it reads the new one.
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { notFoundPaths, parsePath } from "../../src/routes/table.ts";
import { headersFor, parseHeadersFile } from "../../src/seo/headers.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The folder holds no complete build: its _headers or its not-found pages are missing. */
export class NoBuild extends Error {}

/** The site built in root, read once: its files, the headers of each and the not-found pages. */
function siteIn(root: string): Handler {
  const read = (file: string) => {
    try {
      return readFileSync(join(root, file));
    } catch {
      const missing = existsSync(root) ? ` (${file} is missing)` : "";
      throw new NoBuild(`There is no built site in ${root}${missing}: run npm run build first.`);
    }
  };
  // The same response headers a static host reads from _headers.
  const rules = parseHeadersFile(read("_headers").toString("utf8"));
  const notFound = Object.fromEntries(
    Object.entries(notFoundPaths).map(([lang, path]) => [lang, read(join(path, "index.html"))]),
  );
  const setHeaders = (res: ServerResponse, path: string) => {
    for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value);
  };
  const files = sirv(root, { extensions: ["html"], etag: true, dev: false, setHeaders });
  return (req, res) =>
    files(req, res, () => {
      const { pathname } = new URL(req.url ?? "/", "http://localhost");
      setHeaders(res, pathname);
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFound[parsePath(pathname).lang]);
    });
}

/** Which build root holds: a new build is a new folder with a new _headers. Undefined while there is none. */
function buildOf(root: string): string | undefined {
  try {
    const [folder, headers] = [statSync(root), statSync(join(root, "_headers"))];
    return `${folder.dev}:${folder.ino} ${headers.ino} ${headers.mtimeMs} ${headers.size}`;
  } catch {
    return undefined;
  }
}

/**
 * Answers requests from the build in root, whichever it is at the time of the request: two file
 * stats a request tell a new build, which is then read once. Throws NoBuild when root holds none.
 */
export function builtSite(root: string): Handler {
  let build = buildOf(root);
  let site = siteIn(root);
  return (req, res) => {
    const now = buildOf(root);
    if (now !== undefined && now !== build)
      try {
        [site, build] = [siteIn(root), now];
      } catch (error) {
        if (!(error instanceof NoBuild)) throw error;
      }
    // Between the two renames of a build's swap, or when build/ was removed.
    if (now === undefined || now !== build) {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "1" });
      res.end("The site is being built again: reload in a moment.\n");
      return;
    }
    site(req, res);
  };
}
