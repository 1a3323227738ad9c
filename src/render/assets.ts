import { islandEntries, islandNames, type IslandName } from "../ui/island.tsx";
import type { FontAssets } from "./fonts.tsx";
import type { PictureTable } from "../ui/pictures.ts";

/** The files a page links besides its own HTML, as URLs. */
export interface PageAssets {
  /** The site's stylesheet. */
  stylesheet: string;
  /** Each island's script, and the modules it imports at once (preloaded beside it). */
  islands: Record<IslandName, { src: string; imports: string[] }>;
  /** The webfont's files (src/build/fonts.server.ts), preloaded by every page; absent in tests that draw pages without it. */
  fonts?: FontAssets;
  /** Under `npm run dev`, the dev server's own client script (reloads, the problems overlay). */
  devClient?: string;
  /** The visa pages' printable checklists (src/build/checklists.server.ts): each one's size in bytes, by URL. */
  checklists?: Record<string, number>;
  /** The pictures of public/images/ and the files made from them (src/build/images.server.ts). */
  pictures?: PictureTable;
}

/** The part of a client build's .vite/manifest.json that names each entry's file and static imports. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The stylesheet's module in the client build's manifest. */
export const stylesheetEntry = "virtual:site.css";

/** The assets of a client build, from its Vite manifest. */
export function assetsOf(manifest: ViteManifest, base = "/"): PageAssets {
  const fileOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no ${key}: bundle the site again`);
    return chunk;
  };
  const importsOf = (key: string, seen = new Set<string>()): string[] => {
    for (const imported of fileOf(key).imports ?? [])
      if (!seen.has(base + manifest[imported].file)) {
        seen.add(base + manifest[imported].file);
        importsOf(imported, seen);
      }
    return [...seen];
  };
  const stylesheet = Object.entries(manifest).find(([key]) => key.endsWith("site.css"))?.[1].file;
  if (!stylesheet) throw new Error("The client build has no stylesheet: bundle the site again");
  return {
    stylesheet: base + stylesheet,
    islands: Object.fromEntries(
      islandNames.map((name) => [
        name,
        { src: base + fileOf(islandEntries[name]).file, imports: importsOf(islandEntries[name]) },
      ]),
    ) as PageAssets["islands"],
  };
}

/** The assets under `npm run dev`, where the dev server compiles each file as it is asked for. */
export const devAssets: PageAssets = {
  stylesheet: "/site.css",
  islands: Object.fromEntries(
    islandNames.map((name) => [name, { src: `/${islandEntries[name]}`, imports: [] as string[] }]),
  ) as PageAssets["islands"],
  devClient: "/@vite/client",
};
