import { cpSync, existsSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Plugin } from "vite";
import { sitePaths, stockBuild, stockPaths, workersFlag } from "./paths";
import { trustedManifestEnv } from "../manifest/load.server";
import type { WorkerInput } from "./worker";

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

function runWorker(input: WorkerInput, onReady: () => void): Promise<number> {
  return new Promise((done, fail) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: input, env: { ...process.env, ...trustedManifestEnv() }, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    let rendered = 0;
    worker.on("message", (message: { ready?: true; rendered?: number }) => {
      if (message.ready) onReady();
      if (message.rendered !== undefined) rendered = message.rendered;
    });
    worker.on("exit", onReady);
    worker.on("error", fail);
    worker.on("exit", (code) => (code === 0 ? done(rendered) : fail(new Error(`a prerender worker stopped with exit code ${code}`))));
  });
}

/**
 * Renders every page but React Router's own few in worker threads, one per core, as soon as the
 * server build is written. See docs/decisions/0008-prerender-from-the-route-table.md.
 */
export function prerenderInWorkers(): Plugin {
  let ssrBuild = false;
  return {
    name: "prerender-in-workers",
    apply: "build",
    config(_, env) {
      ssrBuild = Boolean(env.isSsrBuild);
      // React Router then prerenders only its few pages (react-router.config.ts); the dev server,
      // where this plugin does not run, keeps serving every page.
      if (!stockBuild) process.env[workersFlag] = "1";
    },
    writeBundle: {
      order: "pre",
      async handler(options, bundle) {
        if (stockBuild || !ssrBuild || !options.dir) return;
        const entryServer = ["tsx", "ts", "jsx", "js"].map((ext) => `src/app/entry.server.${ext}`).find((file) => existsSync(file));
        if (entryServer)
          throw new Error(`prerender-in-workers renders pages as React Router's default entry.server does, and ${entryServer} exists: build with \`npm run build:stock\`, or teach src/prerender/render-page.server.tsx what it does`);
        const entry = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
        if (!entry) throw new Error("prerender-in-workers: the server build has no entry chunk");
        // React Router removes the server build (ssr: false) once its own prerender ends: keep a copy
        // for the workers, taken before this hook first waits.
        const serverDir = `${options.dir}-prerender`;
        cpSync(options.dir, serverDir, { recursive: true });
        try {
          const start = performance.now();
          const allPaths = sitePaths();
          const own = new Set(stockPaths());
          const paths = allPaths.filter((path) => !own.has(path));
          const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(paths.length / 50)));
          // Every threads-th path, so that each thread has every template in its proportion.
          const shares = Array.from({ length: threads }, (_, i) => paths.filter((_, index) => index % threads === i));
          const clientDir = join(dirname(options.dir!), "client");
          this.environment.logger.info(`Prerender (workers): ${paths.length} pages on ${threads} threads`);
          // Each worker starts once the one before has read the manifest: reading it (the file, its
          // text, the parsed objects) is the worker's biggest moment, and the build's peak memory
          // when the workers do it at once.
          let previousReady = Promise.resolve();
          const rendered = await Promise.all(
            shares.map((share) => {
              const after = previousReady;
              let ready = () => {};
              previousReady = new Promise<void>((resolve) => (ready = resolve));
              return after.then(() => runWorker({ serverBuildFile: join(serverDir, entry.fileName), clientDir, paths: share }, ready));
            }),
          );
          const seconds = (performance.now() - start) / 1000;
          const total = rendered.reduce((a, b) => a + b, 0);
          this.environment.logger.info(`Prerender (workers): ${total} pages in ${seconds.toFixed(1)} s on ${threads} threads (${Math.round(total / seconds)} pages/s)`);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
