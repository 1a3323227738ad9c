// The editor's page as the browser gets it: bundled and minified by Vite's build, with React's
// production build, so that it opens in a second rather than fetching some two hundred modules one
// by one. Kept in node_modules/.cache/editor-client by the hash of the code it is made from (the
// editor, src/ and the schemas it imports, the locked dependencies): made once per version of the code.
import { join, resolve } from "node:path";
import { codeKey } from "../scripts/code-key.mjs";
import { productionReact } from "../src/build/bundle.server.ts";
import { keptOrMade } from "../src/cache/files.server.ts";

/** What the editor's page is bundled from, relative to the project. */
const sources = { folders: ["editor", "src", "schema"], files: ["package-lock.json", "tsconfig.json"] };
/** Versions kept: going back and forth between versions of the code reuses them. */
const kept = 4;

/** The hash naming the editor's built page: it changes with its code, its page and icon, or its dependencies. */
export const editorClientKey = (root: string) => codeKey(sources.folders, sources.files, root);

/** The folder of the editor's built page (index.html and assets/) for the code as it is now. */
export async function editorClient(root: string): Promise<string> {
  const dir = resolve(root, "node_modules/.cache/editor-client", editorClientKey(root));
  await keptOrMade(dir, "index.html", kept, async (folder) => {
    const { build } = await import("vite");
    await build({
      configFile: false,
      root: join(root, "editor"),
      // The editor's own files (its icon), copied beside the page.
      publicDir: join(root, "editor", "public"),
      logLevel: "warn",
      ...productionReact,
      build: {
        outDir: folder,
        emptyOutDir: true,
        reportCompressedSize: false,
        // One page, opened on this machine: one script, however large, is fetched once.
        chunkSizeWarningLimit: 4096,
        // A "use client" directive (lucide-react, TipTap, rjsf) means nothing without server components.
        rolldownOptions: { checks: { moduleLevelDirective: false } },
      },
    });
  });
  return dir;
}
