import { cpSync, existsSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { inWorkers } from "./paths.ts";

/** Where the plugin leaves the server build for the workers, inside the build folder. */
export const serverCopyOf = (buildDir: string) => join(buildDir, "prerender");
/** The file, in that folder, naming the server build's entry. */
export const entryNoteOf = (buildDir: string) => join(serverCopyOf(buildDir), "entry.json");

/**
 * Under `npm run build` (scripts/build.ts), where React Router prerenders no page
 * (react-router.config.ts, src/prerender/paths.ts), keeps a copy of the server build for the worker
 * threads that render them all, which start as soon as it is there. See
 * docs/decisions/0008-prerender-from-the-route-table.md, 0014 and 0019.
 */
export function prerenderInWorkers(): Plugin {
  return {
    name: "prerender-in-workers",
    apply: "build",
    writeBundle: {
      order: "pre",
      handler(options, bundle) {
        // The server build, whether React Router builds through Vite's environment API or not.
        if (!inWorkers() || this.environment.config.consumer !== "server" || !options.dir) return;
        const entryServer = ["tsx", "ts", "jsx", "js"]
          .map((ext) => `src/app/entry.server.${ext}`)
          .find((file) => existsSync(file));
        if (entryServer)
          throw new Error(
            `prerender-in-workers renders pages as React Router's default entry.server does, and ${entryServer} exists: build with \`npm run build:stock\`, or teach src/prerender/render-page.server.tsx what it does`,
          );
        const entry = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
        if (!entry) throw new Error("prerender-in-workers: the server build has no entry chunk");
        // React Router removes the server build (ssr: false) once its own prerender ends.
        const buildDir = dirname(options.dir);
        cpSync(options.dir, serverCopyOf(buildDir), { recursive: true });
        // Written whole, last: scripts/build.ts starts the workers as soon as it appears.
        writeFileSync(`${entryNoteOf(buildDir)}.part`, JSON.stringify({ entry: entry.fileName }));
        renameSync(`${entryNoteOf(buildDir)}.part`, entryNoteOf(buildDir));
      },
    },
  };
}
