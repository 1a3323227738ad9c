import { readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SecuredPages } from "../build/finish.server";
import { entryNoteOf, serverCopyOf } from "./plugin";
import type { WorkerInput, WorkerOutput, WorkerRequest } from "./worker";

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

function runWorker(input: WorkerInput, queue: string[], env: Record<string, string>, running: Set<Worker>): Promise<WorkerOutput> {
  return new Promise((done, fail) => {
    // React, React Router and emotion in their production builds, as under Vite's build.
    const workerEnv = { ...process.env, NODE_ENV: "production", ...env };
    const worker = new Worker(bootstrap, { eval: true, workerData: input, env: workerEnv, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    running.add(worker);
    let output: WorkerOutput | undefined;
    worker.on("message", (message: WorkerRequest) => {
      if ("next" in message) worker.postMessage(queue.splice(0, batchSize));
      if ("done" in message) output = message.done;
    });
    worker.on("exit", () => running.delete(worker));
    worker.on("error", fail);
    worker.on("exit", (code) => (code === 0 && output ? done(output) : fail(new Error(`a prerender worker stopped with exit code ${code}`))));
  });
}

/**
 * Renders `paths` into `buildDir`, one worker thread per core, from the server build the Vite
 * plugin kept, which it then removes. `env` names the manifest as validated (scripts/build.ts), so
 * that each worker parses it once and does not validate it again. Each page is written with its
 * Content-Security-Policy; returns those pages' header rules.
 */
export async function renderInWorkers(buildDir: string, paths: string[], env: Record<string, string>, log: (line: string) => void): Promise<SecuredPages> {
  const { entry } = JSON.parse(readFileSync(entryNoteOf(buildDir), "utf8")) as { entry: string };
  try {
    const start = performance.now();
    const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(paths.length / 50)));
    const queue = [...paths];
    log(`Prerender (workers): ${paths.length} pages on ${threads} threads`);
    // The workers start together: each reads the manifest (about 0.7 s and 300 MB at 10,000
    // routes), and nothing else in the build holds it by then.
    const input: WorkerInput = { serverBuildFile: join(serverCopyOf(buildDir), entry), clientDir: join(buildDir, "client") };
    const running = new Set<Worker>();
    const outputs = await Promise.all(Array.from({ length: threads }, () => runWorker(input, queue, env, running))).catch(async (error) => {
      // One page failed: the build fails with its message, without waiting for the other threads.
      await Promise.all([...running].map((worker) => worker.terminate()));
      throw error;
    });
    const seconds = (performance.now() - start) / 1000;
    const secured: SecuredPages = new Map(outputs.flatMap((output) => output.secured));
    log(`Prerender (workers): ${secured.size} pages in ${seconds.toFixed(1)} s on ${threads} threads (${Math.round(secured.size / seconds)} pages/s)`);
    return secured;
  } finally {
    rmSync(serverCopyOf(buildDir), { recursive: true, force: true });
  }
}
