import { mkdirSync, renameSync } from "node:fs";
import { placeKeptFile } from "../cache/files.server";
import { join } from "node:path";
import { pngOptions, shareCache, shareFolder, type ShareRequest } from "./draw.server";

/**
 * Writes the share images the prerender workers name (src/share/draw.server.ts) into the built
 * site: a card drawn now is turned from SVG into PNG and kept in the cache; one kept is copied.
 * Each file once, however many pages and workers name it; nothing is written before `ready`.
 */
export function createShareWriter(
  clientDir: string,
  { cacheDir = shareCache(), ready = Promise.resolve() }: { cacheDir?: string; ready?: Promise<unknown> } = {},
) {
  const out = join(clientDir, ...shareFolder.split("/"));
  const writing = new Map<string, Promise<void>>();
  let drawn = 0;
  // A folder written over is cleared first.
  const folders = ready.then(() => {
    mkdirSync(out, { recursive: true });
    mkdirSync(cacheDir, { recursive: true });
  });
  // A failure is each write's, reported by done().
  folders.catch(() => {});

  async function write({ file, svg }: ShareRequest): Promise<void> {
    await folders;
    const kept = join(cacheDir, file);
    if (svg) {
      const making = `${kept}.${process.pid}`;
      // Loaded only to draw: a rebuild whose cards are all kept spends no time on it.
      const { default: sharp } = await import("sharp");
      await sharp(Buffer.from(svg)).removeAlpha().png(pngOptions).toFile(making);
      renameSync(making, kept);
      drawn++;
    }
    placeKeptFile(kept, join(out, file));
  }

  return {
    add(request: ShareRequest): void {
      if (writing.has(request.file)) return;
      const written = write(request);
      // Reported by done(); until then a failure is not unhandled.
      written.catch(() => {});
      writing.set(request.file, written);
    },
    /** Resolves once every file named so far is written: how many were drawn now, and how many reused. */
    async done(): Promise<{ drawn: number; reused: number }> {
      await Promise.all(writing.values());
      return { drawn, reused: writing.size - drawn };
    },
  };
}

export type ShareWriter = ReturnType<typeof createShareWriter>;
