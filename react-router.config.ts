import type { Config } from "@react-router/dev/config";
import { loadManifest } from "./src/manifest/load.server";
import { notFoundPaths, routeTable } from "./src/routes/table";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: false,
  // Every URL of the route table, plus the not-found page of each language.
  async prerender() {
    return [...routeTable(loadManifest()).map((entry) => entry.path), ...Object.values(notFoundPaths)];
  },
} satisfies Config;
