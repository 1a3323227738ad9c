// npm run edit [-- FILE] — the manifest editor on http://localhost:5175 (EDITOR_PORT to change).
import "./production.server";
import { createServer } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { resolve } from "node:path";
import sirv from "sirv";
import type { renderPreview } from "./preview.server";
import { serverCode } from "../src/build/bundle.server";
import { editorApi } from "./api.server";
import { servePicture } from "./media.server";
import { listenOrExplain } from "../src/cli/port.server";
import { enforce, newToken } from "./guard.server";
import { editorClient } from "./client.server";

const root = fileURLToPath(new URL("..", import.meta.url));
const file = resolve(process.argv[2] ?? process.env.SITE_MANIFEST ?? "site.manifest.json");
const port = Number(process.env.EDITOR_PORT ?? 5175);
const host = process.env.EDITOR_HOST ?? "localhost";
// The folder pictures are read from and added to: public/, or another (the browser tests' copy of it).
const publicDir = resolve(process.env.EDITOR_PUBLIC_DIR ?? resolve(root, "public"));

// The page comes built (editor/client.server.ts), and the preview's renderer compiled with the
// build's server code (src/build/bundle.server.ts): both once per version of the code, so the first
// preview draws as fast as the next.
const [client, preview] = await Promise.all([
  editorClient(root).then((dir) => sirv(dir, { etag: true })),
  serverCode(undefined, root).then(
    (code) => import(pathToFileURL(code["editor-preview"]).href) as Promise<{ renderPreview: typeof renderPreview }>,
  ),
]);
const api = editorApi({
  file,
  schemaDir: resolve(root, "schema"),
  publicDir,
  // The Publish button builds where npm run build does, unless EDITOR_BUILD_DIR says otherwise (tests).
  site: { root, buildDir: process.env.EDITOR_BUILD_DIR ?? "build" },
  preview: async () => preview.renderPreview,
});

// A new secret at every start: only the browser that opened the printed address can use the API.
const token = newToken();
const server = createServer(async (request, response) => {
  if (enforce(request, response, { token, port })) return;
  if (await api(request, response)) return;
  if (servePicture(publicDir, request, response)) return;
  client(request, response, () => {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  });
});
await listenOrExplain(server, port, host, { variable: "EDITOR_PORT", command: "npm run edit" });
console.log(
  `Editing ${file}\nOpen http://${host === "0.0.0.0" ? "localhost" : host}:${port}/?token=${token} in your browser (stop with Ctrl+C)`,
);
