import { availableParallelism } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SecuredPages } from "../build/write-csp.server";
import type { PageAssets } from "../render/assets";
import type { ShareRequest } from "../share/draw.server";
import type { ChecklistContent } from "../checklist/content";
import type { Listed, WorkerInput, WorkerOutput, WorkerRequest } from "./worker";

// The worker is TypeScript: each worker thread registers tsx, then loads it.
const tsx = import.meta.resolve("tsx/esm/api");
const workerFile = pathToFileURL(resolve("src/prerender/worker.ts")).href;
const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile)}); });`;

/**
 * A worker's heap limit. It holds about 160 MB at 10,000 routes (the manifest and the renderer);
 * left at V8's default (a quarter of the machine's memory), it collects late and the build's peak
 * memory grows with it.
 */
const heapMb = Number(process.env.PRERENDER_WORKER_HEAP_MB ?? 512);

/** Paths are handed out in batches of this many as workers ask, so that no thread idles while another has work left. */
const batchSize = 25;

function runWorker(
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
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: input,
      env: workerEnv,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
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
 * Renders every page of the site into `buildDir`, one worker thread per core. The workers start at
 * once and read the manifest; `env` names it as validated (scripts/build.ts, which keeps nothing
 * they make unless the check finds it so), so that each parses it once and does not validate it
 * again. The first to have read it lists the site's pages, and they render them as soon as
 * `assets` (the bundle's files, which pages link) has resolved, while the manifest may still be
 * checked. If `assets` or `checked` (the check's list of pages) rejects, every worker stops and so
 * does the prerender; a check that lists other pages than the workers rendered fails it. Each page
 * is written with its Content-Security-Policy; returns those pages' header rules. The share images
 * the pages name go to `onShare` (src/share/write.server.ts), each once per worker; the visa
 * checklists' contents, listed by the first worker with the pages, to `onChecklists`
 * (src/build/checklists.server.ts), whose sizes `assets` may wait for.
 */
export async function renderInWorkers(
  buildDir: string,
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
  const input: WorkerInput = { clientDir: join(buildDir, "client") };
  const running = new Set<Worker>();
  const nextBatch = async () => {
    await listed;
    return queue.splice(0, batchSize);
  };
  const stopped = (error: unknown) =>
    Promise.all([...running].map((worker) => worker.terminate())).then(() => Promise.reject(error));
  const outputs = await Promise.race([
    Promise.all(
      Array.from({ length: threads }, (_, i) =>
        runWorker(
          { ...input, listPaths: i === 0 },
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
    // When the bundle cannot be made or the manifest is refused, the workers stop without waiting.
    Promise.all([ready, listed, checked]).then(() => new Promise<never>(() => {})),
  ]).catch(stopped);
  const expected = await checked;
  if (!isDeepStrictEqual(expected, rendered))
    throw new Error("The manifest changed while the site was being built: build again.");
  const seconds = (performance.now() - start) / 1000;
  const secured: SecuredPages = new Map(outputs.flatMap((output) => output.secured));
  log(
    `Pages: ${secured.size} in ${seconds.toFixed(1)} s once the bundle was there, on ${threads} threads (${Math.round(secured.size / seconds)} pages/s)`,
  );
  return secured;
}
