// One page of the site as React Router's prerender writes it (its `.data` file and its HTML), made
// straight from the server build: the loader runs once, the data is encoded once for each file, and
// the document is rendered to a string, with the tail React Router's default entry.server streams.
// See docs/decisions/0008-prerender-from-the-route-table.md.
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createStaticHandler, ServerRouter, type EntryContext, type ServerBuild, type StaticHandlerContext } from "react-router";
import { ChromeSlots } from "../chrome/chrome-slots";
import type { PageData } from "../manifest/page-data";
import { createChromeCache, placeholderAlternates } from "./chrome-cache.server";
import { dataRoutesOf, type LoaderRequestSource } from "./data-routes.server";
import { encodeTurboStream, turboStreamMemo, type TurboStreamMemo } from "./turbo-stream";

export interface RenderedPage {
  /** The URL path of the `.data` file client navigation fetches, e.g. /en/about.data. */
  dataPath: string;
  data: string;
  /** The URL path of the HTML file, e.g. /en/about/index.html. */
  htmlPath: string;
  html: string;
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

function renderDocument(context: EntryContext, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
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

const doctype = "<!DOCTYPE html>";
const end = "</body></html>";

/**
 * What streaming adds to the document renderToString writes: React's boundary of <StreamTransfer>
 * after the shell, its segment with the inline data, and React's scripts that move it in place.
 * Constant but for the data, it is learnt from one streamed page and checked on others.
 */
interface StreamTail {
  before: string;
  after: string;
}

function learnTail(streamed: string, plain: string, payload: string): StreamTail | undefined {
  const shell = doctype + plain.slice(0, -end.length);
  if (!plain.endsWith(end) || !streamed.startsWith(shell) || !streamed.endsWith(end)) return undefined;
  const tail = streamed.slice(shell.length, -end.length);
  const at = tail.indexOf(payload);
  if (at === -1 || tail.indexOf(payload, at + 1) !== -1) return undefined;
  return { before: tail.slice(0, at), after: tail.slice(at + payload.length) };
}

/** Every this many pages, a page is streamed too and must come out the same. */
const checkEvery = 1000;

export function createPageRenderer(build: ServerBuild) {
  const current: LoaderRequestSource = { request: new Request("http://localhost/") };
  const handler = createStaticHandler(dataRoutesOf(build, current), { basename: build.basename, future: build.future });
  // The routes ranked for matching, which React Router's own handler also hands the document.
  const { _internalRouteBranches: branches } = handler as unknown as { _internalRouteBranches: EntryContext["branches"] };
  const routeModules = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route!.module])) as EntryContext["routeModules"];
  const common = { basename: build.basename, future: build.future, routeDiscovery: build.routeDiscovery, ssr: build.ssr, isSpaMode: false };
  const serverHandoffString = escapeHtml(JSON.stringify(common));
  let tail: StreamTail | undefined;
  let rendered = 0;

  const chrome = createChromeCache();
  // The header and footer's data, encoded once per language and wrapper and written again on each page.
  const memos = new WeakMap<object, TurboStreamMemo>();
  const memoOf = (shared: object) => memos.get(shared) ?? memos.set(shared, turboStreamMemo(shared)).get(shared)!;
  const plainDocument = (context: EntryContext, url: string) => renderToString(<ServerRouter context={{ ...context, renderMeta: {} }} url={url} />);
  const slottedDocument = (context: EntryContext, url: string) =>
    renderToString(
      <ChromeSlots.Provider value={true}>
        <ServerRouter context={{ ...context, renderMeta: {} }} url={url} />
      </ChromeSlots.Provider>,
    );

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
    const memo = memoOf(pageOf(context).data.chrome);
    const data = encodeTurboStream(results, memo);
    const state = encodeTurboStream({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }, memo);
    const entryContext: EntryContext = {
      manifest: build.assets,
      branches,
      routeModules,
      staticHandlerContext: context,
      serverHandoffString,
      renderMeta: {},
      future: build.future,
      ssr: build.ssr,
      routeDiscovery: build.routeDiscovery,
      isSpaMode: false,
      serializeError: () => ({ message: "Unexpected Server Error", stack: undefined }),
    };
    return { dataPath, data, htmlPath, html: await renderHtml(entryContext, url, state) };
  };

  /**
   * The document with the header and footer of its kind of page filled in; the first page of a
   * kind is drawn twice more with placeholder alternates, in full and with markers, to learn them.
   */
  function chromeFilled(context: EntryContext, url: string): string {
    const { routeId, data } = pageOf(context.staticHandlerContext);
    if (!chrome.has(routeId, data)) {
      const placeholders = withAlternates(context, placeholderAlternates);
      chrome.learn(routeId, data, slottedDocument(placeholders, url), plainDocument(placeholders, url));
    }
    return chrome.fill(routeId, data, slottedDocument(context, url));
  }

  // The document is rendered to a string (the cheaper renderer) and given the tail streaming adds.
  async function renderHtml(context: EntryContext, url: string, state: string): Promise<string> {
    const payload = escapeHtml(JSON.stringify(state));
    if (tail && rendered++ % checkEvery !== 0) {
      const html = chromeFilled(context, url);
      // A component that suspended (a lazy one, say) has its fallback in the string: stream that page.
      if (!html.includes("<!--$!")) return withTail(html, tail, payload);
      return renderDocument({ ...context, renderMeta: {}, serverHandoffStream: handoffStream(state) }, url);
    }
    const plain = plainDocument(context, url);
    const streamed = await renderDocument({ ...context, serverHandoffStream: handoffStream(state) }, url);
    const learnt = learnTail(streamed, plain, payload);
    if (tail && (learnt?.before !== tail.before || learnt.after !== tail.after))
      throw new Error(`Prerender: the page ${url} streamed differs from the same page rendered to a string; the fast prerender cannot reproduce this React version's output`);
    if (chromeFilled(context, url) !== plain)
      throw new Error(`Prerender: the page ${url} with its header and footer filled in differs from the same page drawn in full; render every page in full with npm run build:stock`);
    tail = learnt;
    return streamed;
  }
}

/** The page's route (the deepest one with loader data) and its data. */
function pageOf({ matches, loaderData }: StaticHandlerContext): { routeId: string; data: PageData } {
  const routeId = matches.findLast((m) => loaderData[m.route.id] !== undefined)!.route.id;
  return { routeId, data: loaderData[routeId] as PageData };
}

/** The same page, linking to other alternates (the language switch's links). */
function withAlternates(context: EntryContext, alternates: PageData["alternates"]): EntryContext {
  const { routeId, data } = pageOf(context.staticHandlerContext);
  const handler = context.staticHandlerContext;
  return { ...context, staticHandlerContext: { ...handler, loaderData: { ...handler.loaderData, [routeId]: { ...data, alternates: data.alternates && alternates } } } };
}

function withTail(plain: string, tail: StreamTail, payload: string): string {
  return doctype + plain.slice(0, -end.length) + tail.before + payload + tail.after + end;
}

function check(path: string, context: StaticHandlerContext) {
  if (context.statusCode === 200 && !context.errors) return;
  const errors = Object.values(context.errors ?? {}).map((error) => (error instanceof Error ? error.stack : JSON.stringify(error)));
  throw new Error(`Prerender: ${path} answered with status ${context.statusCode}\n${errors.join("\n")}`);
}
