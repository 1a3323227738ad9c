import type { Config } from "@react-router/dev/config";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadManifest } from "./src/manifest/load.server";
import { notFoundPaths, routeTable } from "./src/routes/table";
import { robotsTxt, sitemapXml } from "./src/seo/sitemap";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: false,
  // Every URL of the route table, plus the not-found page of each language.
  async prerender() {
    return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
  },
  // Search engines' files, from the same route table.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    const manifest = loadManifest();
    writeFileSync(join(client, "sitemap.xml"), sitemapXml(manifest));
    writeFileSync(join(client, "robots.txt"), robotsTxt(manifest));
  },
} satisfies Config;
