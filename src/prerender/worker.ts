// One prerender worker: renders the paths it is handed, in batches, from the server build and
// writes the files React Router's prerender writes (src/prerender/render-page.server.tsx), each page
// with its Content-Security-Policy (src/build/write-csp.server.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import { securePage } from "../build/write-csp.server";
import { loadManifest } from "../manifest/load.server";
import { createPageRenderer } from "./render-page.server";

export interface WorkerInput {
  clientDir: string;
}

/**
 * A worker is first sent the server build's file, once Vite has written it. It then asks for paths
 * with `{ next: true }` and is answered with a batch; an empty one ends it.
 */
export type WorkerRequest = { next: true } | { done: WorkerOutput };

export interface WorkerOutput {
  /** Each HTML file written (relative to clientDir) with its _headers rules. */
  secured: [string, string[]][];
}

const { clientDir } = workerData as WorkerInput;
const port = parentPort!;
const send = (message: WorkerRequest) => port.postMessage(message);
const nextBatch = () =>
  new Promise<string[]>((resolve) => {
    port.once("message", resolve);
    send({ next: true });
  });
// The manifest is read while Vite still bundles the site; the server build's loader finds it read
// (src/manifest/load.server.ts keeps one reading per process, whichever copy of the module asks).
loadManifest();
const serverBuildFile = await new Promise<string>((resolve) => port.once("message", resolve));
// The loaders see what they see under React Router's own prerender.
process.env.IS_RR_BUILD_REQUEST = "yes";
const build: ServerBuild = await import(pathToFileURL(serverBuildFile).href);
const renderPage = createPageRenderer(build);

// Each page has a folder of its own; its parent is made once for all its children.
const made = new Set<string>();
function fileOf(urlPath: string) {
  const file = join(clientDir, ...urlPath.split("/"));
  const folder = dirname(file);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  return file;
}

// A turn of the event loop after each page: React schedules an immediate per render that would
// otherwise wait behind the whole loop of promises, holding that page's render (90 KB) until the end.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const secured: WorkerOutput["secured"] = [];
// The next batch is asked for as this one starts, so that it is there when this one ends.
let coming = nextBatch();
for (let batch = await coming; batch.length; batch = await coming) {
  coming = nextBatch();
  for (const path of batch) {
    const page = await renderPage(path);
    writeFileSync(fileOf(page.dataPath), page.data);
    const file = fileOf(page.htmlPath);
    const name = relative(clientDir, file);
    const { html, rules } = securePage(name, page.html);
    writeFileSync(file, html);
    secured.push([name, rules]);
    await nextTurn();
  }
}
send({ done: { secured } });
