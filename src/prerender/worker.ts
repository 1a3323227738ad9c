// One prerender worker: renders its share of the site's paths with React Router's own request
// handler, loaded from the server build, and writes the same files as React Router's prerender.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";

export interface WorkerInput {
  serverBuildFile: string;
  clientDir: string;
  /** Every prerendered path of the site, which the request handler checks a path against. */
  allPaths: string[];
  /** The paths this worker renders. */
  paths: string[];
}

const { serverBuildFile, clientDir, allPaths, paths } = workerData as WorkerInput;
// The loaders see what they see under React Router's own prerender.
process.env.IS_RR_BUILD_REQUEST = "yes";
const build: ServerBuild = await import(pathToFileURL(serverBuildFile).href);
// The handler asks `prerender.includes(path)` for every request: a Set answers in constant time
// where the array of 20,000 paths made the build quadratic.
const known = new Set(allPaths);
const prerender = { length: known.size, includes: (path: string) => known.has(path) } as unknown as string[];
const handler = createRequestHandler({ ...build, prerender }, "production");

function write(urlPath: string, contents: string) {
  const file = join(clientDir, ...urlPath.split("/"));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

async function get(url: string, init: RequestInit | undefined, what: string, ok: number[]): Promise<string> {
  const response = await handler(new Request(`http://localhost${url}`, init));
  const text = await response.text();
  if (!ok.includes(response.status)) throw new Error(`Prerender (${what}): status ${response.status} for ${url}\n${text.slice(0, 2000)}`);
  return text;
}

// As React Router's handlePrerender does for a page with a loader: the .data file, then the HTML
// rendered from that same data (no second run of the loader).
for (const path of paths) {
  const dataUrl = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  const data = await get(dataUrl, undefined, "data", [200, 202]);
  write(dataUrl, data);
  const pageUrl = `${path}/`.replace(/\/\/+/g, "/");
  const html = await get(pageUrl, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }, "html", [200]);
  write(`${pageUrl}index.html`, html);
}
parentPort?.postMessage(paths.length);
