// One prerender worker: renders the paths it is handed, in batches, each page to its own
// index.html with its Content-Security-Policy (src/build/write-csp.server.ts), and draws the share
// images its pages name (src/share/). A page whose key is the one it had in the last build is
// kept from it instead (src/prerender/earlier-pages.server.ts).
import { mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { manifestDate } from "../build/checklists.server.ts";
import { securePage } from "../build/write-csp.server.ts";
import { checklistsOf, type ChecklistContent } from "../checklist/content.ts";
import { checklistHref } from "../checklist/href.ts";
import { manifestFile } from "../manifest/env.ts";
import { trustedManifest } from "../manifest/trusted.server.ts";
import type { PageData } from "../manifest/page-data.ts";
import { pageData, rawPageData, sanitizePageData } from "../manifest/page-data.server.ts";
import type { PageAssets } from "../render/render.server.tsx";
import { createShareImages, type ShareRequest } from "../share/draw.server.ts";
import { earlierPages, keepFile, pageDigests, pageKeys, type WrittenPage } from "./earlier-pages.server.ts";
import { sitePaths } from "./paths.ts";

export interface WorkerInput {
  clientDir: string;
  /** The hash of the code (src/build/bundle.server.ts), part of every page's key. */
  codeKey: string;
  /** The last build's folder, whose unchanged pages are kept; none for a build from nothing. */
  earlier?: string;
  /**
   * Whether clientDir holds the pages of the build before the last (src/build/atomic.server.ts):
   * those still right stay as they are, the others are replaced.
   */
  recycled?: boolean;
  /** Whether this worker lists the site's pages once it has read the manifest. */
  listPaths?: boolean;
}

/**
 * The first message a worker gets: the assets of the site's bundle, once Vite has made it, the
 * sizes of the visa checklists kept from earlier builds, by URL (`sizes`), and the URLs of those
 * being drawn, whose sizes come later (`coming`).
 */
export interface WorkerStart {
  assets: PageAssets;
  sizes: Record<string, number>;
  coming: string[];
}

/**
 * What the main thread sends a worker: first WorkerStart; then, when the checklists are drawn,
 * every checklist's size (`checklists`). Paths come in batches, each the answer to a
 * `{ next: true }`; an empty one ends the work.
 */
export type WorkerMessage = WorkerStart | { checklists: Record<string, number> } | { batch: string[] };

/** What a worker sends the main thread. */
export type WorkerRequest =
  Listed | { next: true } | { share: ShareRequest[] } | { drawn: number } | { done: WorkerOutput };

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

const { clientDir, listPaths, codeKey, earlier, recycled } = workerData as WorkerInput;
const port = parentPort!;
const send = (message: WorkerRequest) => port.postMessage(message);
let started: (message: WorkerStart) => void = () => {};
const start = new Promise<WorkerStart>((resolve) => (started = resolve));
let sized: (sizes: Record<string, number>) => void = () => {};
const checklistSizes = new Promise<Record<string, number>>((resolve) => (sized = resolve));
const batches: ((batch: string[]) => void)[] = [];
const receive = (message: WorkerMessage) => {
  if ("assets" in message) started(message);
  if ("checklists" in message) sized(message.checklists);
  if ("batch" in message) batches.shift()!(message.batch);
};
port.on("message", receive);
const nextBatch = () =>
  new Promise<string[]>((resolve) => {
    batches.push(resolve);
    send({ next: true });
  });
// The pages already in the folder, from the build before the last, with their keys: read once the
// bundle's files are there, which come after the folder is readied (clearAllButPages).
let present = new Map<string, WrittenPage>();
// Each page has a folder of its own, made once (or there already, with the page's earlier file).
const made = new Set<string>();
/** The page's file, and its name in the site (relative to clientDir). */
function fileOf(urlPath: string) {
  const name = join(...urlPath.split("/"), "index.html");
  const file = join(clientDir, name);
  const folder = dirname(file);
  if (!made.has(folder)) {
    if (!present.has(name)) mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  return { file, name };
}

// The manifest is read while it is checked and Vite bundles the site; the first worker lists its
// pages, so that they render without waiting for the check, and the checklists the build makes.
const manifest = trustedManifest();
const paths = listPaths ? sitePaths(manifest) : [];
if (listPaths) send({ paths, checklists: checklistsOf(manifest, manifestDate(manifestFile)) });
const lastBuild = earlierPages(earlier, codeKey);
const shareImages = createShareImages();
const digestOf = pageDigests();

/**
 * The page's data, its rich text not yet sanitised (which only a page drawn needs); none when it
 * cannot be made, which drawing the page then reports.
 */
function dataOf(path: string): PageData | undefined {
  try {
    return rawPageData(manifest, path);
  } catch {
    return undefined;
  }
}

/**
 * What a page's key is made from, before the bundle's files are known: its digest
 * (src/prerender/earlier-pages.server.ts) and the address of its own visa checklist; none when its
 * data cannot be made. `data` is kept for the page about to be written, which may be drawn from it.
 */
interface Prepared {
  digest?: string;
  checklist?: string;
  data?: PageData;
}
function prepare(path: string): Prepared {
  const data = dataOf(path);
  if (!data) return {};
  // Naming the share image also asks for it, whether the page is kept or drawn.
  const digest = digestOf(data, shareImages.imageOf(data));
  return { digest, checklist: data.page ? checklistHref(data.page.path, data.lang) : undefined, data };
}

// React and the templates are loaded when a page is to be drawn, or in a rebuild while the bundle's
// files are found (below): a rebuild draws the pages an edit touched.
let renderModule: Promise<typeof import("../render/render.server.tsx")> | undefined;
const loadRenderer = () => (renderModule ??= import("../render/render.server.tsx"));

// While Vite bundles (or the bundle kept is found, the folder readied and the webfont's cut found),
// the first worker works ahead, and stops as soon as the bundle is there. In a rebuild, which keeps
// the pages of the last build of the same code that have not changed, it loads the renderer for the
// pages that have and makes the pages' digests, without their data: a rebuild draws few pages, and
// makes their data again. Otherwise it makes the pages' folders (on some file systems the slowest
// part of writing a page).
const rebuild = recycled || lastBuild.size > 0;
const ahead = new Map<string, Prepared>();
let bundled = false;
void start.then(() => (bundled = true));
if (rebuild && listPaths) void loadRenderer();
for (let i = 0; i < paths.length && !bundled; i += 50) {
  for (const path of paths.slice(i, i + 50))
    if (rebuild) ahead.set(path, { ...prepare(path), data: undefined });
    else fileOf(path);
  await new Promise(setImmediate);
}
const { assets, sizes, coming } = await start;
if (recycled) present = earlierPages(dirname(clientDir), codeKey);
// A page that shows the size of a checklist being drawn waits until it is (`later`); the others go
// on. The map holds the kept checklists' sizes meanwhile, so that a page whose checklist is
// neither kept nor coming fails to draw.
const waitsForChecklist = new Set(coming);
assets.checklists = sizes;
// The page being drawn has its data made already, for its key.
let drawing: { path: string; data: PageData } | undefined;
let renderer: Promise<(path: string) => Promise<string>> | undefined;
const renderPage = async (path: string) => {
  renderer ??= loadRenderer().then(({ createPageRenderer }) =>
    createPageRenderer((page) => (drawing?.path === page ? drawing.data : pageData(manifest, page)), assets, {
      shareImage: shareImages.imageOf,
    }),
  );
  return (await renderer)(path);
};
const keyOf = pageKeys(codeKey, assets);

const pages: WrittenPage[] = [];
let kept = 0;

/** Writes the page at `path`: kept when its key is unchanged, drawn otherwise. */
async function writePage(path: string, { digest, checklist, data }: Prepared): Promise<void> {
  const { file, name } = fileOf(path);
  const key = digest && keyOf(digest, checklist);
  const here = present.get(name);
  if (key && here?.key === key) {
    pages.push(here);
    kept++;
    return;
  }
  // Removed, never written over: the last build's site may share the file by a hard link.
  if (here) unlinkSync(file);
  const last = lastBuild.get(name);
  if (key && earlier && last?.key === key && keepFile(join(earlier, "client", name), file)) {
    pages.push(last);
    kept++;
    return;
  }
  // A page prepared ahead has its data made again.
  const drawn = digest && !data ? dataOf(path) : data;
  drawing = drawn && { path, data: sanitizePageData(drawn) };
  const { html, rules } = securePage(name, await renderPage(path));
  drawing = undefined;
  writeFileSync(file, html);
  pages.push({ file: name, key: key ?? "", rules });
}

/**
 * Sends the share images the pages written since named, for the main thread to write, and how many
 * pages were drawn (not kept) meanwhile, by which it decides whether more threads are worth starting.
 */
let drawnBefore = 0;
async function sendProgress(): Promise<void> {
  const share = await shareImages.drawn();
  if (share.length) send({ share });
  const drawn = pages.length - kept - drawnBefore;
  if (drawn) send({ drawn });
  drawnBefore += drawn;
}

const later: [string, Prepared][] = [];
// The next batch is asked for as this one starts, so that it is there when this one ends.
let comingBatch = nextBatch();
for (let batch = await comingBatch; batch.length; batch = await comingBatch) {
  comingBatch = nextBatch();
  for (const path of batch) {
    const page = ahead.get(path) ?? prepare(path);
    ahead.delete(path);
    if (page.checklist && waitsForChecklist.has(page.checklist)) later.push([path, page]);
    else await writePage(path, page);
  }
  await sendProgress();
}
if (later.length) {
  assets.checklists = await checklistSizes;
  for (const [path, page] of later) await writePage(path, page);
  await sendProgress();
}
send({ done: { pages, kept } });
port.off("message", receive);
