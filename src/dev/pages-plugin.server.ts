import type { Connect, Plugin, ViteDevServer } from "vite";
import type * as Render from "../render/render.server.tsx";
import type * as PageDataModule from "../manifest/page-data.server.ts";
import type * as Load from "../manifest/load.server.ts";
import type * as Checklists from "../build/checklists.server.ts";
import { createReadStream } from "node:fs";
import { extname, resolve, sep } from "node:path";
import { siteStylesheet } from "../bundle/styles-plugin.ts";
import { fontAssets, fontFileOf, siteFonts } from "../build/fonts.server.ts";
import { iconFileOf } from "../build/icons.server.ts";
import { checklistFolder } from "../checklist/href.ts";
import { devAssets } from "../render/assets.ts";
import { imageCache, sitePictures, type SitePictures } from "../build/images.server.ts";

const pictureTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

const load = <T>(server: ViteDevServer, file: string) => server.ssrLoadModule(file) as Promise<T>;

/** The visa pages' checklists for the manifest as it is now, drawn as the build draws them (and kept in the same cache). */
async function checklistsOf(server: ViteDevServer) {
  const [{ makeChecklists, manifestDate }, { loadManifest, manifestFile }] = await Promise.all([
    load<typeof Checklists>(server, "/src/build/checklists.server.ts"),
    load<typeof Load>(server, "/src/manifest/load.server.ts"),
  ]);
  return makeChecklists(loadManifest(), manifestDate(manifestFile));
}

/** The pictures of public/images/ as the build makes them (kept in the same cache), and their files as last made. */
let pictures: SitePictures | undefined;
async function picturesOf(server: ViteDevServer): Promise<SitePictures> {
  const root = server.config.root;
  pictures = await sitePictures({ publicDir: resolve(root, "public"), cacheDir: resolve(root, imageCache()) });
  return pictures;
}

/** The modules a page is drawn with, loaded through the dev server so that a saved change shows at the next request. */
async function rendererOf(server: ViteDevServer) {
  const load = <T>(file: string) => server.ssrLoadModule(file) as Promise<T>;
  const [{ createPageRenderer }, { pageData }, { loadManifest }, fonts, checklists, { table }] = await Promise.all([
    load<typeof Render>("/src/render/render.server.tsx"),
    load<typeof PageDataModule>("/src/manifest/page-data.server.ts"),
    load<typeof Load>("/src/manifest/load.server.ts"),
    // The webfont as the build cuts it for the manifest as it is now (reused while its characters are the same).
    siteFonts(undefined, server.config.root),
    load<typeof Checklists>("/src/build/checklists.server.ts").then(async (module) =>
      module.checklistSizes(await checklistsOf(server)),
    ),
    // Photos resized as the build resizes them (a new or changed one on the first page that asks).
    picturesOf(server),
  ]);
  const dataOf = (path: string) => pageData(loadManifest(), path);
  const assets = { ...devAssets, fonts: fontAssets(fonts), checklists, pictures: table };
  return { renderPage: createPageRenderer(dataOf, assets), found: (path: string) => dataOf(path).page !== null };
}

/** A request for a page (not a file, not the dev server's own). */
const isPage = (req: Connect.IncomingMessage) =>
  (req.method === "GET" || req.method === "HEAD") &&
  !req.url!.startsWith("/@") &&
  !/\.[a-z0-9]+(?:\?|$)/i.test(req.url!) &&
  (req.headers.accept ?? "").includes("text/html");

/**
 * Under `npm run dev`, every page is drawn on request by the build's own renderer (src/render/),
 * islands included; the islands' scripts and the stylesheet are compiled by the dev server as the
 * page asks for them. An unknown address gets the not-found page of its language, with status 404.
 */
export function pagesPlugin(): Plugin {
  return {
    name: "site-pages",
    apply: "serve",
    configureServer(server) {
      // The stylesheet as the build makes it, made again when a module of styles changes.
      server.middlewares.use(devAssets.stylesheet, (_req, res) => {
        res.setHeader("Content-Type", "text/css; charset=utf-8");
        res.end(siteStylesheet(server.config.root));
      });
      // The webfont's files, from the cache the build keeps them in.
      server.middlewares.use(async (req, res, next) => {
        const file = req.url?.startsWith("/assets/fonts/") && (await fontFileOf(req.url, server.config.root));
        if (!file) return next();
        res.setHeader("Content-Type", "font/woff2");
        createReadStream(file).pipe(res);
      });
      // The files made from the photos, from the cache the build keeps them in.
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith("/assets/images/") && pictures?.files.get(req.url.split("?")[0]);
        if (!file) return next();
        res.setHeader("Content-Type", pictureTypes[extname(file).slice(1)] ?? "application/octet-stream");
        createReadStream(file).pipe(res);
      });
      // The visa pages' checklists, drawn for the manifest as it is now.
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith(`${checklistFolder}/`)) return next();
        try {
          const href = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
          const checklist = (await checklistsOf(server)).find((c) => c.href === href);
          if (!checklist) return next();
          res.setHeader("Content-Type", "application/pdf");
          createReadStream(checklist.file).pipe(res);
        } catch (error) {
          next(error);
        }
      });
      // The icons, made from the logo's mark the manifest names, as the build makes them.
      server.middlewares.use(async (req, res, next) => {
        const { pathname } = new URL(req.url ?? "/", "http://localhost");
        if (!/^\/(?:favicon\.(?:svg|ico)|apple-touch-icon\.png|icons\/[a-z0-9-]+\.png)$/.test(pathname)) return next();
        const { loadManifest } = await (server.ssrLoadModule("/src/manifest/load.server.ts") as Promise<typeof Load>);
        const file = await iconFileOf(pathname, loadManifest().settings.logo?.mark, server.config.root);
        if (!file) return next();
        const type = { ".svg": "image/svg+xml", ".ico": "image/x-icon", ".png": "image/png" }[extname(file)];
        res.setHeader("Content-Type", type ?? "application/octet-stream");
        createReadStream(file).pipe(res);
      });
      // Pages are drawn on the server: a saved component, template or style reloads the open pages.
      const drawn = ["src", "templates"].map((folder) => resolve(server.config.root, folder) + sep);
      server.watcher.on("change", (file) => {
        if (/\.tsx?$/.test(file) && drawn.some((folder) => file.startsWith(folder)))
          server.ws.send({ type: "full-reload", path: "*" });
      });
      // After Vite's own middleware: files of public/ and the sources are served first.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (!isPage(req)) return next();
          try {
            const url = new URL(req.url!, "http://localhost");
            const { renderPage, found } = await rendererOf(server);
            const html = await renderPage(url.pathname);
            res.statusCode = found(url.pathname) ? 200 : 404;
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end(html);
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
