// npm start serves the built site: every page from its own prerendered HTML, unknown paths with
// status 404 and the not-found page of their language.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { notFoundPaths, parsePath } from "../src/routes/table";
import { headersFor, parseHeadersFile } from "../src/seo/headers";

const root = process.env.BUILD_DIR ?? "build/client";
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

// The same response headers a static host reads from build/client/_headers.
const rules = parseHeadersFile(readFileSync(join(root, "_headers"), "utf8"));
const setHeaders = (res: { setHeader(name: string, value: string): void }, path: string) => {
  for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value);
};
const files = sirv(root, {
  extensions: ["html"],
  etag: true,
  dev: false,
  setHeaders: (res, path) => setHeaders(res, path),
});
const notFound = Object.fromEntries(
  Object.entries(notFoundPaths).map(([lang, path]) => [lang, readFileSync(join(root, path, "index.html"))]),
);

createServer((req, res) => {
  files(req, res, () => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const { lang } = parsePath(pathname);
    setHeaders(res, pathname);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(notFound[lang]);
  });
}).listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}`);
});
