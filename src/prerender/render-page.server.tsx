// One page of the site as React Router's prerender writes it (its `.data` file and its HTML), made
// straight from the server build: the loader runs once, the data is encoded once for each file, and
// the page's meta tags and main content are rendered to a string and put in the document of its
// kind of page, with the tail React Router's default entry.server streams.
// See docs/decisions/0008-prerender-from-the-route-table.md and 0019.
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  createPath,
  createStaticHandler,
  Meta,
  Router,
  ServerRouter,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  type EntryContext,
  type Navigator,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { DocumentSlots, MetaMarkers } from "../chrome/document-slots";
import type { PageData } from "../manifest/page-data";
import { fillFrame, kindOf, learnFrame, placeholderAlternates, splitParts, type Frame } from "./page-frame.server";
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
const escapes: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const escapeHtml = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => escapes[c]);

/**
 * The data of the HTML, handed to React Router's <StreamTransfer> as its response stream would be:
 * one chunk, then the end, each a moment later (as a stream's reads are), so that React writes the
 * same out-of-order boundaries as for the stock build.
 */
function handoffStream(state: string) {
  const chunks = [Buffer.from(state), undefined];
  return {
    getReader: () => ({ read: async () => ({ done: chunks.length === 1, value: chunks.shift() }) }),
  } as unknown as ReadableStream<Uint8Array>;
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

/** Every this many pages, a page is also drawn in full, and streamed, and must come out the same. */
const checkEvery = 1000;

const refuse = () => {
  throw new Error("Prerender: a page navigated while it was drawn");
};
/** The navigator of a router that stays where it is, as React Router's static router's. */
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === "string" ? to : createPath(to)),
  encodeLocation: undefined,
  go: refuse,
  push: refuse,
  replace: refuse,
};

export function createPageRenderer(build: ServerBuild) {
  const current: LoaderRequestSource = { request: new Request("http://localhost/") };
  const handler = createStaticHandler(dataRoutesOf(build, current), { basename: build.basename, future: build.future });
  // The routes ranked for matching, which React Router's own handler also hands the document.
  const { _internalRouteBranches: branches } = handler as unknown as {
    _internalRouteBranches: EntryContext["branches"];
  };
  const routeModules = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, route!.module]),
  ) as EntryContext["routeModules"];
  const common = {
    basename: build.basename,
    future: build.future,
    routeDiscovery: build.routeDiscovery,
    ssr: build.ssr,
    isSpaMode: false,
  };
  const serverHandoffString = escapeHtml(JSON.stringify(common));
  // What <Meta> reads of the framework: the route modules, whose meta functions give the tags.
  const framework = {
    manifest: build.assets,
    routeModules,
    future: build.future,
    ssr: build.ssr,
    isSpaMode: false,
    routeDiscovery: build.routeDiscovery,
  };
  // The home page's data file: /_.data when data requests keep trailing slashes (a future flag).
  const rootDataPath = build.future.v8_trailingSlashAwareDataRequests ? "/_.data" : "/_root.data";
  let tail: StreamTail | undefined;
  let rendered = 0;

  // The document of each kind of page, and the kinds (with each template) already checked against a page drawn in full.
  const frames = new Map<string, Frame>();
  const checked = new Set<string>();
  // The header and footer's data, encoded once per language and wrapper and written again on each page.
  const memos = new WeakMap<object, TurboStreamMemo>();
  const memoOf = (shared: object) => memos.get(shared) ?? memos.set(shared, turboStreamMemo(shared)).get(shared)!;
  const plainDocument = (context: EntryContext, url: string) =>
    renderToString(<ServerRouter context={{ ...context, renderMeta: {} }} url={url} />);
  const slottedDocument = (context: EntryContext, url: string) =>
    renderToString(
      <DocumentSlots.Provider value={true}>
        <ServerRouter context={{ ...context, renderMeta: {} }} url={url} />
      </DocumentSlots.Provider>,
    );

  return async function renderPage(path: string): Promise<RenderedPage> {
    const trimmed = path.replace(/\/+$/, "");
    const dataPath = trimmed === "" ? rootDataPath : `${trimmed}.data`;
    const htmlPath = `${trimmed}/index.html`;
    const url = `http://localhost${trimmed}/`;
    // React Router runs the loader for the .data request (/en/about) and renders the HTML of
    // /en/about/ from that data.
    current.request = new Request(`http://localhost${trimmed || "/"}`);
    const context = await handler.query(new Request(url));
    if (context instanceof Response)
      throw new Error(
        `Prerender: ${path} answered with status ${context.status} (a redirect or a response from a loader)`,
      );
    check(path, context);
    const loaded = new Set(context.matches.filter((m) => m.route.loader).map((m) => m.route.id));
    const results = Object.fromEntries(
      Object.entries(context.loaderData).flatMap(([id, data]) => (loaded.has(id) ? [[id, { data }]] : [])),
    );
    const memo = memoOf(pageOf(context).data.chrome);
    const data = encodeTurboStream(results, memo);
    const state = encodeTurboStream(
      { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      memo,
    );
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
   * The page in the document of its kind of page. Only the page's meta tags (React Router's <Meta>,
   * in the router state it reads) and main content are drawn; the document is learnt the first time
   * from this page with placeholder alternates.
   */
  function framed(context: EntryContext, url: string): string {
    const handlerContext = context.staticHandlerContext;
    const { routeId, data } = pageOf(handlerContext);
    const kind = kindOf(routeId, data);
    let frame = frames.get(kind);
    if (!frame)
      frames.set(kind, (frame = learnFrame(slottedDocument(withAlternates(context, placeholderAlternates), url))));
    const { PageMain } = build.routes[routeId]!.module as { PageMain?: React.ComponentType<{ data: PageData }> };
    if (!PageMain)
      throw new Error(
        `Prerender: the route module of ${routeId} exports no PageMain to draw a page's main content with; render every page in full with npm run build:stock`,
      );
    const state = {
      matches: handlerContext.matches,
      loaderData: handlerContext.loaderData,
      errors: handlerContext.errors,
    };
    const parts = renderToString(
      <FrameworkContext.Provider value={framework as React.ContextType<typeof FrameworkContext>}>
        <DataRouterStateContext.Provider value={state as React.ContextType<typeof DataRouterStateContext>}>
          <Router location={handlerContext.location} navigator={staticNavigator} static>
            <Meta />
            <MetaMarkers />
            <PageMain data={data} />
          </Router>
        </DataRouterStateContext.Provider>
      </FrameworkContext.Provider>,
    );
    return fillFrame(frame, splitParts(parts, data.alternates));
  }

  // The document is rendered to a string (the cheaper renderer) and given the tail streaming adds.
  async function renderHtml(context: EntryContext, url: string, state: string): Promise<string> {
    const payload = escapeHtml(JSON.stringify(state));
    const { routeId, data } = pageOf(context.staticHandlerContext);
    const kind = `${kindOf(routeId, data)}:${data.page?.template}`;
    if (tail && rendered++ % checkEvery !== 0 && checked.has(kind)) {
      const html = framed(context, url);
      // A component that suspended (a lazy one, say) has its fallback in the string: stream that page.
      if (!html.includes("<!--$!")) return withTail(html, tail, payload);
      return renderDocument({ ...context, renderMeta: {}, serverHandoffStream: handoffStream(state) }, url);
    }
    const plain = plainDocument(context, url);
    const streamed = await renderDocument({ ...context, serverHandoffStream: handoffStream(state) }, url);
    const learnt = learnTail(streamed, plain, payload);
    if (tail && (learnt?.before !== tail.before || learnt.after !== tail.after))
      throw new Error(
        `Prerender: the page ${url} streamed differs from the same page rendered to a string; the fast prerender cannot reproduce this React version's output`,
      );
    if (framed(context, url) !== plain)
      throw new Error(
        `Prerender: the page ${url} drawn in the document of its kind of page differs from the same page drawn in full; render every page in full with npm run build:stock`,
      );
    checked.add(kind);
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
  return {
    ...context,
    staticHandlerContext: {
      ...handler,
      loaderData: { ...handler.loaderData, [routeId]: { ...data, alternates: data.alternates && alternates } },
    },
  };
}

function withTail(plain: string, tail: StreamTail, payload: string): string {
  return doctype + plain.slice(0, -end.length) + tail.before + payload + tail.after + end;
}

function check(path: string, context: StaticHandlerContext) {
  if (context.statusCode === 200 && !context.errors) return;
  const errors = Object.values(context.errors ?? {}).map((error) =>
    error instanceof Error ? error.stack : JSON.stringify(error),
  );
  throw new Error(`Prerender: ${path} answered with status ${context.statusCode}\n${errors.join("\n")}`);
}
