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
import type { Listed, WorkerInput, WorkerOutput, WorkerRequest } from "./worker";
import { recordPages } from "./earlier-pages.server";

/**
 * A worker's heap limit. It holds about 160 MB at 10,000 routes (the manifest and the renderer);
 * left at V8's default (a quarter of the machine's memory), it collects late and the build's peak
 * memory grows with it.
 */
const heapMb = Number(process.env.PRERENDER_WORKER_HEAP_MB ?? 512);
/**
 * The young generation's size: drawing a page makes many short-lived objects, which a larger young
 * generation collects in fewer, cheaper passes than V8's default.
 */
const youngMb = 48;

/** Paths are handed out in batches of this many as workers ask, so that no thread idles while another has work left. */
const batchSize = 25;

function runWorker(
  file: string,
  input: WorkerInput,
  assets: Promise<PageAssets>,
  nextBatch: () => Promise<string[]>,
  env: Record<string, string>,
  running: Set<Worker>,
  onListed: (listed: Listed) => void,
  onShare: (request: ShareRequest) => void,
): Promise<WorkerOutput> {
  return new Promise((done, fail) => {
    // React and React Router in their production builds.
    const workerEnv = { ...process.env, NODE_ENV: "production", ...env };
    const worker = new Worker(pathToFileURL(file), {
      workerData: input,
      env: workerEnv,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: youngMb },
    });
    running.add(worker);
    assets.then(
      (files) => worker.postMessage(files),
      () => {},
    );
    let output: WorkerOutput | undefined;
    worker.on("message", (message: WorkerRequest) => {
      // A batch that waits for paths to come fails with them; renderInWorkers then stops every worker.
      if ("next" in message)
        nextBatch().then(
          (batch) => worker.postMessage(batch),
          () => {},
        );
      if ("paths" in message) onListed(message);
      if ("share" in message) message.share.forEach(onShare);
      if ("done" in message) output = message.done;
    });
    worker.on("exit", () => running.delete(worker));
    worker.on("error", fail);
    worker.on("exit", (code) =>
      code === 0 && output ? done(output) : fail(new Error(`a prerender worker stopped with exit code ${code}`)),
    );
  });
}

/**
 * Renders every page of the site into `buildDir`, one worker thread per core, each running
 * `server.workerFile` (the compiled src/prerender/worker.ts, src/build/bundle.server.ts). The
 * workers start as soon as it is there and read the manifest; `env` names it as validated
 * (scripts/build.ts, which keeps nothing they make unless the check finds it so), so that each
 * parses it once and does not validate it again. The pages of the build in `earlier` whose key
 * (`server.codeKey` and their data, src/prerender/earlier-pages.server.ts) is unchanged are kept
 * from it; the new build's record of its pages is written beside its client/ folder. The first to have read it lists the site's pages, and they render them as soon as
 * `assets` (the bundle's files, which pages link) has resolved, while the manifest may still be
 * checked. If `assets` or `checked` (the check's list of pages) rejects, every worker stops and so
 * does the prerender; a check that lists other pages than the workers rendered fails it. Each page
 * is written with its Content-Security-Policy; returns those pages' header rules. The share images
 * the pages name go to `onShare` (src/share/write.server.ts), each once per worker; the visa
 * checklists' contents, listed by the first worker with the pages, to `onChecklists`
 * (src/build/checklists.server.ts), whose sizes `assets` may wait for.
 */
export async function renderInWorkers(
  server: Promise<{ workerFile: string; codeKey: string }>,
  buildDir: string,
  earlier: string | undefined,
  checked: Promise<string[]>,
  env: Record<string, string>,
  log: (line: string) => void,
  assets: Promise<PageAssets>,
  onShare: (request: ShareRequest) => void = () => {},
  onChecklists: (contents: ChecklistContent[]) => void = () => {},
): Promise<SecuredPages> {
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
  const clientDir = join(buildDir, "client");
  const running = new Set<Worker>();
  const nextBatch = async () => {
    await listed;
    return queue.splice(0, batchSize);
  };
  const stopped = (error: unknown) =>
    Promise.all([...running].map((worker) => worker.terminate())).then(() => Promise.reject(error));
  const outputs = await Promise.race([
    server.then(({ workerFile, codeKey }) =>
      Promise.all(
        Array.from({ length: threads }, (_, i) =>
          runWorker(
            workerFile,
            { clientDir, codeKey, earlier, listPaths: i === 0 },
            ready,
            nextBatch,
            env,
            running,
            (listed) => {
              listedByWorker(listed.paths);
              onChecklists(listed.checklists);
            },
            onShare,
          ),
        ),
      ),
    ),
    // When the bundle cannot be made or the manifest is refused, the workers stop without waiting.
    Promise.all([ready, listed, checked]).then(() => new Promise<never>(() => {})),
  ]).catch(stopped);
  const expected = await checked;
  if (!isDeepStrictEqual(expected, rendered))
    throw new Error("The manifest changed while the site was being built: build again.");
  const seconds = (performance.now() - start) / 1000;
  const pages = outputs.flatMap((output) => output.pages);
  recordPages(buildDir, pages);
  const kept = outputs.reduce((sum, output) => sum + output.kept, 0);
  const keptLine = earlier ? `; ${kept ? kept : "none"} unchanged since the last build, kept` : "";
  log(
    `Pages: ${pages.length} in ${seconds.toFixed(1)} s once the bundle was there, on ${threads} threads (${Math.round(pages.length / seconds)} pages/s)${keptLine}`,
  );
  return new Map(pages.map((page) => [page.file, page.rules]));
}
