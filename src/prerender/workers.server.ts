import { availableParallelism } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SecuredPages } from "../build/write-csp.server";
import type { PageAssets } from "../render/assets";
import type { ShareRequest } from "../share/draw.server";
import type { ChecklistContent } from "../checklist/content";
import type { KeptChecklists } from "../build/checklists.server";
import type { Listed, WorkerInput, WorkerMessage, WorkerOutput, WorkerRequest, WorkerStart } from "./worker";
import { builtBySameCode, earlierPages, recordPages, removeUnwritten } from "./earlier-pages.server";

/**
 * A worker's heap limit. It holds about 160 MB at 10,000 routes (the manifest and the renderer);
 * left at V8's default (a quarter of the machine's memory), it collects late and the build's peak
 * memory grows with it.
 */
const heapMb = Number(process.env.PRERENDER_WORKER_HEAP_MB ?? 512);

/**
 * A rebuild of the same code starts one thread, which mostly keeps pages; the others start once it
 * has drawn this many (an edit that touched many pages, the menus say).
 */
const drawnBeforeMoreThreads = 25;

/** Paths are handed out in batches of this many as workers ask, so that no thread idles while another has work left. */
const batchSize = 25;

function runWorker(
  file: string,
  input: WorkerInput,
  assets: Promise<WorkerStart>,
  checklists: Promise<Record<string, number>>,
  nextBatch: () => Promise<string[]>,
  env: Record<string, string>,
  running: Set<Worker>,
  onListed: (listed: Listed) => void,
  onShare: (request: ShareRequest) => void,
  onDrawn: (pages: number) => void,
): Promise<WorkerOutput> {
  return new Promise((done, fail) => {
    // React and React Router in their production builds.
    const workerEnv = { ...process.env, NODE_ENV: "production", ...env };
    const worker = new Worker(pathToFileURL(file), {
      // Compiled JavaScript: none of the build's own Node options (tsx's loader) is needed.
      execArgv: [],
      workerData: input,
      env: workerEnv,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    running.add(worker);
    const post = (message: WorkerMessage) => worker.postMessage(message);
    assets.then(post, () => {});
    checklists.then(
      (sizes) => post({ checklists: sizes }),
      () => {},
    );
    let output: WorkerOutput | undefined;
    worker.on("message", (message: WorkerRequest) => {
      // A batch that waits for paths to come fails with them; renderInWorkers then stops every worker.
      if ("next" in message)
        nextBatch().then(
          (batch) => post({ batch }),
          () => {},
        );
      if ("paths" in message) onListed(message);
      if ("share" in message) message.share.forEach(onShare);
      if ("drawn" in message) onDrawn(message.drawn);
      if ("done" in message) output = message.done;
    });
    worker.on("exit", () => running.delete(worker));
    worker.on("error", fail);
    worker.on("exit", (code) =>
      code === 0 && output ? done(output) : fail(new Error(`a prerender worker stopped with exit code ${code}`)),
    );
  });
}

/** What renderInWorkers needs: the parts of the build it waits for, and where it writes. */
export interface Prerender {
  /** The compiled src/prerender/worker.ts (src/build/bundle.server.ts) and the code's key. */
  server: Promise<{ workerFile: string; codeKey: string }>;
  /** The folder the site is built in; its client/ folder gets the pages. */
  buildDir: string;
  /** The site built last, whose unchanged pages are kept. */
  earlier?: string;
  /**
   * Whether buildDir holds the site of the build before the last, readied by clearAllButPages
   * (src/prerender/earlier-pages.server.ts): its pages still right stay, the others are replaced
   * or removed.
   */
  recycled?: boolean;
  /** The check's list of pages (scripts/build/check-manifest.ts). */
  checked: Promise<string[]>;
  /** The environment naming the manifest as validated (src/manifest/stamp.server.ts). */
  env: Record<string, string>;
  log: (line: string) => void;
  /** The files pages link (the bundle's, the webfont, the pictures), but the checklists. */
  assets: Promise<PageAssets>;
  /** The sizes of the visa checklists kept from earlier builds, and which are being drawn. */
  keptChecklists: Promise<KeptChecklists>;
  /** The visa checklists' sizes by URL, once they are drawn. */
  checklists: Promise<Record<string, number>>;
  /** Gets the share images the pages name (src/share/write.server.ts), each once per worker. */
  onShare?: (request: ShareRequest) => void;
  /** Gets the visa checklists' contents, listed by the first worker with the pages (src/build/checklists.server.ts). */
  onChecklists?: (contents: ChecklistContent[]) => void;
}

/**
 * Renders every page of the site into `buildDir`, one worker thread per core, each running the
 * compiled worker. The workers start as soon as it is there and read the manifest; `env` names it
 * as validated (scripts/build.ts keeps nothing they make unless the check finds it so), so that
 * each parses it once and does not validate it again. The first to have read it lists the site's
 * pages, and they render them as soon as `assets` has resolved, while the manifest may still be
 * checked; a page that shows the size of a checklist being drawn waits for `checklists`, the
 * others do not. The pages of the build in `earlier` whose key (the code's and their data's,
 * src/prerender/earlier-pages.server.ts) is unchanged are kept from it; the new build's record of
 * its pages is written beside its client/ folder. If `assets`, `checklists` or `checked` rejects,
 * every worker stops and so does the prerender; a check that lists other pages than the workers
 * rendered fails it. Each page is written with its Content-Security-Policy; returns those pages'
 * header rules.
 */
export async function renderInWorkers({
  server,
  buildDir,
  earlier,
  recycled = false,
  checked,
  env,
  log,
  assets,
  keptChecklists,
  checklists,
  onShare = () => {},
  onChecklists = () => {},
}: Prerender): Promise<SecuredPages> {
  const queue: string[] = [];
  let listedByWorker: (paths: string[]) => void = () => {};
  const byWorker = new Promise<string[]>((resolve) => (listedByWorker = resolve));
  let rendered: string[] = [];
  const listed = Promise.race([byWorker, checked]).then((all) => {
    rendered = all;
    queue.push(...all);
  });
  const threads = Math.max(1, availableParallelism());
  // Timed from when the bundle is there: until then the workers only read the manifest.
  let start = 0;
  const ready = assets.then((files) => {
    start = performance.now();
    return files;
  });
  // The sizes of the checklists kept, found once the first worker has listed them; the others' come later.
  const first = Promise.all([ready, keptChecklists]).then(([files, { sizes, drawing }]) => ({
    assets: files,
    sizes,
    coming: drawing,
  }));
  // Sent to each worker as it starts; a failure is the race's below, also when no worker started.
  first.catch(() => {});
  const clientDir = join(buildDir, "client");
  const running = new Set<Worker>();
  const nextBatch = async () => {
    await listed;
    return queue.splice(0, batchSize);
  };
  const stopped = (error: unknown) =>
    Promise.all([...running].map((worker) => worker.terminate())).then(() => Promise.reject(error));
  let threadsStarted = 0;
  const outputs = await Promise.race([
    server.then(async ({ workerFile, codeKey }) => {
      const started: Promise<WorkerOutput>[] = [];
      let drawn = 0;
      const startWorker = () =>
        started.push(
          runWorker(
            workerFile,
            { clientDir, codeKey, earlier, recycled, listPaths: started.length === 0 },
            first,
            checklists,
            nextBatch,
            env,
            running,
            (listed) => {
              listedByWorker(listed.paths);
              onChecklists(listed.checklists);
            },
            onShare,
            (pages) => {
              drawn += pages;
              if (drawn >= drawnBeforeMoreThreads) while (started.length < threads) startWorker();
            },
          ),
        );
      // A rebuild of the same code saves the other threads' start and reading of the manifest
      // until there are pages to draw; any other build starts them all at once.
      if (builtBySameCode(earlier, codeKey)) startWorker();
      else while (started.length < threads) startWorker();
      // Threads started while the others worked are waited for too.
      for (let waited = 0; waited < started.length; waited = started.length) await Promise.all(started);
      threadsStarted = started.length;
      return Promise.all(started);
    }),
    // When the bundle cannot be made or the manifest is refused, the workers stop without waiting.
    Promise.all([ready, checklists, listed, checked]).then(() => new Promise<never>(() => {})),
  ]).catch(stopped);
  const expected = await checked;
  if (!isDeepStrictEqual(expected, rendered))
    throw new Error("The manifest changed while the site was being built: build again.");
  const seconds = (performance.now() - start) / 1000;
  const pages = outputs.flatMap((output) => output.pages);
  const { codeKey } = await server;
  if (recycled) removeUnwritten(clientDir, earlierPages(buildDir, codeKey), pages);
  recordPages(buildDir, codeKey, pages);
  const kept = outputs.reduce((sum, output) => sum + output.kept, 0);
  const keptLine = earlier ? `: ${pages.length - kept} drawn, ${kept} unchanged and kept from the last build` : "";
  log(
    `Pages: ${pages.length} in ${seconds.toFixed(1)} s once the bundle was there, on ${threadsStarted} thread${threadsStarted === 1 ? "" : "s"} (${Math.round(pages.length / seconds)} pages/s)${keptLine}`,
  );
  return new Map(pages.map((page) => [page.file, page.rules]));
}
