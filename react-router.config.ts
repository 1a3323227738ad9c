import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { writeSiteFiles } from "./src/build/site-files.server";
import { loadManifest } from "./src/manifest/load.server";
import { inWorkers, reactRouterPaths } from "./src/prerender/paths";
import { siteFiles } from "./src/seo/sitemap";

export default {
  appDirectory: "src/app",
  // BUILD_DIRECTORY lets benchmarks build synthetic sites beside the real one.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  ssr: false,
  // React Router 8's behaviour, adopted early (reactrouter.com/v7/upgrading/future): the page loader
  // reads its address from `url`, and the prerender workers follow build.future (src/prerender/).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every URL of the route table, plus the not-found page of each language. Under `npm run build`
  // the worker threads of src/prerender/ render them all and React Router none (docs/decisions/0008
  // and 0019); `npm run build:stock`, `react-router build` alone and the dev server leave them all
  // to React Router.
  async prerender() {
    return reactRouterPaths();
  },
  // Search engines' and phones' files, from the same route table and settings. Under `npm run build`
  // the manifest check writes them, so that React Router's process never reads the manifest.
  async buildEnd({ reactRouterConfig }) {
    if (inWorkers()) return;
    const client = join(reactRouterConfig.buildDirectory, "client");
    writeSiteFiles(client, siteFiles(loadManifest()));
  },
} satisfies Config;
