// One page of the site as React Router's prerender writes it (its `.data` file and its HTML), made
// straight from the server build: the loader runs once, the data is encoded once for each file, and
// the document is rendered as React Router's default entry.server renders it, into a buffer.
// See docs/decisions/0008-prerender-from-the-route-table.md.
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, ServerRouter, type EntryContext, type ServerBuild, type StaticHandlerContext } from "react-router";
import { dataRoutesOf, type LoaderRequestSource } from "./data-routes.server";
import { encodeTurboStream } from "./turbo-stream";

export interface RenderedPage {
  /** The URL path of the `.data` file client navigation fetches, e.g. /en/about.data. */
  dataPath: string;
  data: string;
  /** The URL path of the HTML file, e.g. /en/about/index.html. */
  htmlPath: string;
  html: Buffer;
}

// React Router's escaping of JSON inside an inline script.
const escapes: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeHtml = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => escapes[c]);

/**
 * The data of the HTML, handed to React Router's <StreamTransfer> as its response stream would be:
 * one chunk, then the end, each a moment later (as a stream's reads are), so that React writes the
 * same out-of-order boundaries as for the stock build.
 */
function handoffStream(state: string) {
  const chunks = [Buffer.from(state), undefined];
  return { getReader: () => ({ read: async () => ({ done: chunks.length === 1, value: chunks.shift() }) }) } as unknown as ReadableStream<Uint8Array>;
}

function renderDocument(context: EntryContext, url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={url} />, {
      // As React Router's default entry.server does for a request that is not from a bot.
      onShellReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

export function createPageRenderer(build: ServerBuild) {
  const current: LoaderRequestSource = { request: new Request("http://localhost/") };
  const handler = createStaticHandler(dataRoutesOf(build, current), { basename: build.basename, future: build.future });
  // The routes ranked for matching, which React Router's own handler also hands the document.
  const { _internalRouteBranches: branches } = handler as unknown as { _internalRouteBranches: EntryContext["branches"] };
  const routeModules = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route!.module])) as EntryContext["routeModules"];
  const common = { basename: build.basename, future: build.future, routeDiscovery: build.routeDiscovery, ssr: build.ssr, isSpaMode: false };
  const serverHandoffString = escapeHtml(JSON.stringify(common));

  return async function renderPage(path: string): Promise<RenderedPage> {
    const trimmed = path.replace(/\/+$/, "");
    const dataPath = trimmed === "" ? "/_root.data" : `${trimmed}.data`;
    const htmlPath = `${trimmed}/index.html`;
    const url = `http://localhost${trimmed}/`;
    // React Router runs the loader for the .data request (/en/about) and renders the HTML of
    // /en/about/ from that data.
    current.request = new Request(`http://localhost${trimmed || "/"}`);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`Prerender: ${path} answered with status ${context.status} (a redirect or a response from a loader)`);
    check(path, context);
    const loaded = new Set(context.matches.filter((m) => m.route.loader).map((m) => m.route.id));
    const results = Object.fromEntries(Object.entries(context.loaderData).flatMap(([id, data]) => (loaded.has(id) ? [[id, { data }]] : [])));
    const data = encodeTurboStream(results);
    const state = encodeTurboStream({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors });
    const entryContext: EntryContext = {
      manifest: build.assets,
      branches,
      routeModules,
      staticHandlerContext: context,
      serverHandoffString,
      serverHandoffStream: handoffStream(state),
      renderMeta: {},
      future: build.future,
      ssr: build.ssr,
      routeDiscovery: build.routeDiscovery,
      isSpaMode: false,
      serializeError: () => ({ message: "Unexpected Server Error", stack: undefined }),
    };
    return { dataPath, data, htmlPath, html: await renderDocument(entryContext, url) };
  };
}

function check(path: string, context: StaticHandlerContext) {
  if (context.statusCode === 200 && !context.errors) return;
  const errors = Object.values(context.errors ?? {}).map((error) => (error instanceof Error ? error.stack : JSON.stringify(error)));
  throw new Error(`Prerender: ${path} answered with status ${context.statusCode}\n${errors.join("\n")}`);
}
