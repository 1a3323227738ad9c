// One prerender worker: renders the paths it is handed, in batches, each page to its own
// index.html with its Content-Security-Policy (src/build/write-csp.server.ts), and draws the share
// images its pages name (src/share/).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { manifestDate } from "../build/checklists.server.ts";
import { securePage } from "../build/write-csp.server.ts";
import { checklistsOf, type ChecklistContent } from "../checklist/content.ts";
import { loadManifest, manifestFile } from "../manifest/load.server.ts";
import { pageData } from "../manifest/page-data.server.ts";
import { createPageRenderer, type PageAssets } from "../render/render.server.tsx";
import { createShareImages, type ShareRequest } from "../share/draw.server.ts";
import { sitePaths } from "./paths.ts";

export interface WorkerInput {
  clientDir: string;
  /** Whether this worker lists the site's pages once it has read the manifest. */
  listPaths?: boolean;
}

/**
 * A worker is first sent the assets of the site's bundle, once Vite has made it. It then asks for
 * paths with `{ next: true }` and is answered with a batch; an empty one ends it.
 */
export type WorkerRequest = Listed | { next: true } | { share: ShareRequest[] } | { done: WorkerOutput };

/** What the first worker lists once it has read the manifest: every page, and the visa checklists' contents. */
export interface Listed {
  paths: string[];
  checklists: ChecklistContent[];
}

export interface WorkerOutput {
  /** Each HTML file written (relative to clientDir) with its _headers rules. */
  secured: [string, string[]][];
}

const { clientDir, listPaths } = workerData as WorkerInput;
const port = parentPort!;
const send = (message: WorkerRequest) => port.postMessage(message);
const nextBatch = () =>
  new Promise<string[]>((resolve) => {
    port.once("message", resolve);
    send({ next: true });
  });
// The manifest is read while it is checked and Vite bundles the site; the first worker lists its
// pages, so that they render without waiting for the check, and the checklists the build makes.
loadManifest();
if (listPaths) send({ paths: sitePaths(), checklists: checklistsOf(loadManifest(), manifestDate(manifestFile)) });
const assets = await new Promise<PageAssets>((resolve) => port.once("message", resolve));
const shareImages = createShareImages();
const renderPage = createPageRenderer((path) => pageData(loadManifest(), path), assets, {
  shareImage: shareImages.imageOf,
});

// Each page has a folder of its own; its parent is made once for all its children.
const made = new Set<string>();
function fileOf(urlPath: string) {
  const file = join(clientDir, ...urlPath.split("/"), "index.html");
  const folder = dirname(file);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  return file;
}

const secured: WorkerOutput["secured"] = [];
// The next batch is asked for as this one starts, so that it is there when this one ends.
let coming = nextBatch();
for (let batch = await coming; batch.length; batch = await coming) {
  coming = nextBatch();
  for (const path of batch) {
    const file = fileOf(path);
    const name = relative(clientDir, file);
    const { html, rules } = securePage(name, await renderPage(path));
    writeFileSync(file, html);
    secured.push([name, rules]);
  }
  // The share images the batch's pages named, for the main thread to write.
  const share = await shareImages.drawn();
  if (share.length) send({ share });
}
send({ done: { secured } });
