import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Manifest, Plugin } from "vite";

const id = "virtual:page-chunks";
/** templates/visa.tsx and templates/blocks/hero.tsx: the source of a template or a block. */
const sourcePattern = /(?:^|\/)templates\/(blocks\/)?([a-z0-9-]+)\.tsx$/;
const resolvedId = "\0" + id;

/** The JavaScript files each template and block needs, by name, as URLs: `{ templates: { visa: [...] }, blocks: { hero: [...] } }`. */
export interface PageChunks {
  templates: Record<string, string[]>;
  blocks: Record<string, string[]>;
}

/** A chunk's file and every file it imports statically, as URLs. */
function closure(manifest: Manifest, key: string, base: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(base + chunk.file)) return seen;
  seen.add(base + chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, base, seen);
  return seen;
}

/** Reads the client build's Vite manifest: templates/<name>.tsx and templates/blocks/<type>.tsx, less what every page loads anyway. */
export function chunksOf(manifest: Manifest, base: string): PageChunks {
  const always = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, base, always);
  const chunks: PageChunks = { templates: {}, blocks: {} };
  for (const key of Object.keys(manifest)) {
    const match = sourcePattern.exec(key);
    if (!match || !manifest[key].isDynamicEntry) continue;
    const files = [...closure(manifest, key, base)].filter((file) => !always.has(file));
    chunks[match[1] ? "blocks" : "templates"][match[2]] = files;
  }
  return chunks;
}

/**
 * Gives the server build `virtual:page-chunks`: the client chunks of each template and block, read
 * from the client build (built first), so that a prerendered page can preload its own template's
 * code with <link rel="modulepreload">. Empty in development, where there are no chunks.
 */
export function pageChunksPlugin(): Plugin {
  let clientDir = "";
  let base = "/";
  let building = false;
  return {
    name: "page-chunks",
    configResolved(config) {
      // React Router builds the client into <buildDirectory>/client, then the server into <buildDirectory>/server.
      clientDir = join(
        dirname(resolve(config.root, config.environments.ssr?.build.outDir ?? config.build.outDir)),
        "client",
      );
      base = config.base;
      building = config.command === "build";
    },
    // Chunks named after what they draw (assets/templates/visa-….js, assets/blocks/hero-….js), for whoever reads the network log.
    outputOptions(options) {
      const fallback = options.chunkFileNames ?? "assets/[name]-[hash].js";
      options.chunkFileNames = (chunk) => {
        const match = sourcePattern.exec(chunk.facadeModuleId ?? "");
        if (match) return `assets/${match[1] ? "blocks" : "templates"}/${match[2]}-[hash].js`;
        return typeof fallback === "function" ? fallback(chunk) : fallback;
      };
      return options;
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(loadId) {
      if (loadId !== resolvedId) return;
      if (building && this.environment.name === "client")
        this.error(`${id} lists the client's chunks and belongs to the server build only`);
      const file = join(clientDir, ".vite", "manifest.json");
      const chunks: PageChunks =
        building && existsSync(file)
          ? chunksOf(JSON.parse(readFileSync(file, "utf8")), base)
          : { templates: {}, blocks: {} };
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}
