// One prerender worker: renders its share of the site's paths from the server build and writes the
// files React Router's prerender writes (src/prerender/render-page.server.tsx).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import { createPageRenderer } from "./render-page.server";

export interface WorkerInput {
  serverBuildFile: string;
  clientDir: string;
  /** The paths this worker renders. */
  paths: string[];
}

const { serverBuildFile, clientDir, paths } = workerData as WorkerInput;
// The loaders see what they see under React Router's own prerender.
process.env.IS_RR_BUILD_REQUEST = "yes";
const build: ServerBuild = await import(pathToFileURL(serverBuildFile).href);
const renderPage = createPageRenderer(build);

// Each page has a folder of its own; its parent is made once for all its children.
const made = new Set<string>();
function write(urlPath: string, contents: string | Buffer) {
  const file = join(clientDir, ...urlPath.split("/"));
  const folder = dirname(file);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  writeFileSync(file, contents);
}

// A turn of the event loop after each page: React schedules an immediate per render that would
// otherwise wait behind the whole loop of promises, holding that page's render (90 KB) until the end.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

for (const [index, path] of paths.entries()) {
  const page = await renderPage(path);
  write(page.dataPath, page.data);
  write(page.htmlPath, page.html);
  // The first page has read the manifest: the next worker may start reading its own.
  if (index === 0) parentPort?.postMessage({ ready: true });
  await nextTurn();
}
parentPort?.postMessage({ rendered: paths.length });
