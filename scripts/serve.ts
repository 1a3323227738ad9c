// npm start serves the built site: every page from its own prerendered HTML, unknown paths with
// status 404 and the not-found page of their language.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { notFoundPaths, parsePath } from "../src/routes/table";

const root = process.env.BUILD_DIR ?? "build/client";
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

const files = sirv(root, { extensions: ["html"], etag: true, dev: false });
const notFound = Object.fromEntries(
  Object.entries(notFoundPaths).map(([lang, path]) => [lang, readFileSync(join(root, path, "index.html"))]),
);

createServer((req, res) => {
  files(req, res, () => {
    const { lang } = parsePath(new URL(req.url ?? "/", "http://localhost").pathname);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(notFound[lang]);
  });
}).listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}`);
});
