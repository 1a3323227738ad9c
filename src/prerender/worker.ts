// One prerender worker: renders the paths it is handed, in batches, each page to its own
// index.html with its Content-Security-Policy (src/build/write-csp.server.ts), and draws the share
// images its pages name (src/share/). A page whose key is the one it had in the last build is
// kept from it instead (src/prerender/earlier-pages.server.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { manifestDate } from "../build/checklists.server.ts";
import { securePage } from "../build/write-csp.server.ts";
import { checklistsOf, type ChecklistContent } from "../checklist/content.ts";
import { loadManifest, manifestFile } from "../manifest/load.server.ts";
import type { PageData } from "../manifest/page-data.ts";
import { pageData } from "../manifest/page-data.server.ts";
import type { PageAssets } from "../render/render.server.tsx";
import { createShareImages, type ShareRequest } from "../share/draw.server.ts";
import { earlierPages, keepFile, pageKeys, type WrittenPage } from "./earlier-pages.server.ts";
import { sitePaths } from "./paths.ts";

export interface WorkerInput {
  clientDir: string;
  /** The hash of the code (src/build/bundle.server.ts), part of every page's key. */
  codeKey: string;
  /** The last build's folder, whose unchanged pages are kept; none for a build from nothing. */
  earlier?: string;
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
  /** Each HTML file written (relative to clientDir) with its key and _headers rules. */
  pages: WrittenPage[];
  /** How many of them were kept from the last build. */
  kept: number;
}

const { clientDir, listPaths, codeKey, earlier } = workerData as WorkerInput;
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
// The page being drawn has its data made already, for its key.
let drawing: { path: string; data: PageData } | undefined;
// React and the templates are loaded when a page is to be drawn: a rebuild that keeps every page
// spends no time on them.
let renderer: Promise<(path: string) => Promise<string>> | undefined;
const renderPage = async (path: string) => {
  renderer ??= import("../render/render.server.tsx").then(({ createPageRenderer }) =>
    createPageRenderer((page) => (drawing?.path === page ? drawing.data : pageData(loadManifest(), page)), assets, {
      shareImage: shareImages.imageOf,
    }),
  );
  return (await renderer)(path);
};
const keyOf = pageKeys(codeKey, assets);
const lastBuild = earlierPages(earlier);

/** The page's data and key; none when its data cannot be made, which drawing it then reports. */
function keyed(path: string): { data: PageData; key: string } | undefined {
  let data: PageData;
  try {
    data = pageData(loadManifest(), path);
  } catch {
    return undefined;
  }
  // Naming the share image also asks for it, whether the page is kept or drawn.
  return { data, key: keyOf(data, shareImages.imageOf(data)) };
}

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

const pages: WrittenPage[] = [];
let kept = 0;
// The next batch is asked for as this one starts, so that it is there when this one ends.
let coming = nextBatch();
for (let batch = await coming; batch.length; batch = await coming) {
  coming = nextBatch();
  for (const path of batch) {
    const file = fileOf(path);
    const name = relative(clientDir, file);
    const page = keyed(path);
    const last = lastBuild.get(name);
    if (page && earlier && last?.key === page.key && keepFile(join(earlier, "client", name), file)) {
      pages.push(last);
      kept++;
      continue;
    }
    drawing = page && { path, data: page.data };
    const { html, rules } = securePage(name, await renderPage(path));
    drawing = undefined;
    writeFileSync(file, html);
    pages.push({ file: name, key: page?.key ?? "", rules });
  }
  // The share images the batch's pages named, for the main thread to write.
  const share = await shareImages.drawn();
  if (share.length) send({ share });
}
send({ done: { pages, kept } });
