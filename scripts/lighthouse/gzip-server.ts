// The built site as a host serves it: npm run serve's answers (files, _headers, 404 pages), with
// text compressed with gzip for browsers that accept it, which npm run serve leaves out.
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline } from "node:stream";
import { createGzip } from "node:zlib";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

const listen = (handler: Handler, host: string) =>
  new Promise<{ port: number; close: () => void }>((resolve) => {
    const server = createServer(handler).listen(0, host, () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() }),
    );
  });

/** Serves the site's handler on a free port of localhost behind a gzip-compressing proxy; returns its origin. */
export async function serveGzipped(site: Handler): Promise<{ origin: string; close: () => void }> {
  const inner = await listen(site, "127.0.0.1");
  const outer = await listen((req, res) => {
    const headers = { ...req.headers, "accept-encoding": "identity" };
    const upstream = request(
      { port: inner.port, host: "127.0.0.1", path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const gzip =
          /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) &&
          compressible.test(type) &&
          req.method !== "HEAD" &&
          answer.statusCode !== 304;
        const out = { ...answer.headers };
        if (gzip) {
          delete out["content-length"];
          Object.assign(out, { "content-encoding": "gzip", vary: "Accept-Encoding" });
        }
        res.writeHead(answer.statusCode ?? 502, out);
        if (gzip) pipeline(answer, createGzip(), res, () => {});
        else pipeline(answer, res, () => {});
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  }, "localhost");
  return {
    origin: `http://localhost:${outer.port}`,
    close: () => [outer, inner].forEach((server) => server.close()),
  };
}
