import type { Config } from "@react-router/dev/config";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadManifest } from "./src/manifest/load.server";
import { reactRouterPaths } from "./src/prerender/paths";
import { robotsTxt, sitemapXml, webManifest } from "./src/seo/sitemap";
import { theme } from "./src/theme";

export default {
  appDirectory: "src/app",
  // BUILD_DIRECTORY lets benchmarks build synthetic sites beside the real one.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  ssr: false,
  // Every URL of the route table, plus the not-found page of each language. React Router renders
  // a few of them itself and the worker threads of src/prerender/ the rest (docs/decisions/0008);
  // `npm run build:stock`, `react-router build` alone and the dev server leave them all to React Router.
  async prerender() {
    return reactRouterPaths();
  },
  // Search engines' and phones' files, from the same route table and settings.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    const manifest = loadManifest();
    writeFileSync(join(client, "sitemap.xml"), sitemapXml(manifest));
    writeFileSync(join(client, "robots.txt"), robotsTxt(manifest));
    writeFileSync(join(client, "site.webmanifest"), webManifest(manifest, { theme: theme.color.brand, background: theme.color.surface }));
  },
} satisfies Config;
