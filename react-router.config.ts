import type { Config } from "@react-router/dev/config";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadManifest } from "./src/manifest/load.server";
import { notFoundPaths, routeTable } from "./src/routes/table";
import { robotsTxt, sitemapXml, webManifest } from "./src/seo/sitemap";
import { theme } from "./src/theme";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: false,
  // Every URL of the route table, plus the not-found page of each language.
  async prerender() {
    return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
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
