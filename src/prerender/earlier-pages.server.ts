// The pages of the last build that a rebuild can keep. Each page is written with a key: the hash of
// everything it is drawn from (the code, the files it links, its data from the manifest and its
// share image's name). A rebuild whose page has the same key links the earlier file into the new
// site instead of drawing it again: after a change of content, only the pages it touches are drawn.
import { hash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { placeKeptFile } from "../cache/files.server";
import type { PageData } from "../manifest/page-data";
import type { PageAssets } from "../render/assets";
import type { ShareImage } from "../seo/head";

/**
 * The record of the pages a build wrote, beside its client/ folder (never served), named by the
 * key of the code that wrote them: a build of other code, whose keys could not match, never reads
 * it, and a change of the record's shape is a change of the code.
 */
const recordFile = (buildDir: string, code: string) => join(buildDir, `pages-${code}.json`);

/** A page as a build wrote it: its file (relative to client/), its key and its _headers rules. */
export interface WrittenPage {
  file: string;
  key: string;
  rules: string[];
}

/** Whether the build in `buildDir` was made by the code `code`, and recorded its pages. */
export const builtBySameCode = (buildDir: string | undefined, code: string): boolean =>
  buildDir !== undefined && existsSync(recordFile(buildDir, code));

/** The pages the code `code` wrote into the build in `buildDir`, by file; none when it made no readable record there. */
export function earlierPages(buildDir: string | undefined, code: string): Map<string, WrittenPage> {
  if (!builtBySameCode(buildDir, code)) return new Map();
  try {
    const pages = JSON.parse(readFileSync(recordFile(buildDir!, code), "utf8")) as WrittenPage[];
    return new Map(pages.map((page) => [page.file, page]));
  } catch {
    // A record cut short (a build killed while writing it): every page is drawn again.
    return new Map();
  }
}

/** Writes the record of the pages the code `code` wrote into the build `buildDir`. */
export function recordPages(buildDir: string, code: string, pages: WrittenPage[]): void {
  writeFileSync(recordFile(buildDir, code), JSON.stringify(pages));
}

/**
 * The digests of what a build's pages are drawn from in the manifest: a page's data (`pageData`)
 * and its share image's name. A language's menus and footer are one object shared by its pages:
 * hashed once. A digest needs none of the bundle's files, so that a rebuild makes them while the
 * bundle's files are found.
 */
export function pageDigests() {
  const chromes = new WeakMap<object, string>();
  const chromeKey = (chrome: PageData["chrome"]) => {
    let key = chromes.get(chrome);
    if (key === undefined) {
      key = hash("sha256", JSON.stringify(chrome));
      chromes.set(chrome, key);
    }
    return key;
  };
  return (data: PageData, share: ShareImage | undefined): string =>
    hash("sha256", JSON.stringify({ ...data, chrome: chromeKey(data.chrome), share: share?.url }));
}

/**
 * The keys of one build's pages, each made from its digest (pageDigests) and the address of its
 * own visa checklist (`checklist`, src/checklist/href.ts), if it is a page of the manifest. `code`
 * names the code (the bundle's key); `assets` are the files pages link. Of the checklists' sizes,
 * a page's key holds only its own checklist's, which is the one a page shows
 * (src/ui/checklist-download.tsx): a change of one visa page redraws that page, not all.
 */
export function pageKeys(code: string, assets: PageAssets) {
  const base = hash("sha256", `${code}\0${JSON.stringify({ ...assets, checklists: undefined })}`);
  // The sizes are read as each key is made: they may come after the other assets.
  return (digest: string, checklist: string | undefined): string =>
    hash("sha256", `${base}\0${digest}\0${(checklist && assets.checklists?.[checklist]) ?? ""}`).slice(0, 32);
}

/**
 * Puts the earlier build's file `from` at `to`: a hard link (the earlier build is deleted after the
 * swap, which leaves the new site's name), or a copy where links cannot be made. False when the
 * earlier file is not there.
 */
export function keepFile(from: string, to: string): boolean {
  try {
    placeKeptFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Removes the folder `dir` and those above it up to `top` while they are empty. */
function removeEmptyFolders(dir: string, top: string): void {
  for (; dir.startsWith(top + sep); dir = dirname(dir))
    try {
      rmdirSync(dir);
    } catch {
      return;
    }
}

/**
 * Readies a build folder that holds the site of the build before the last, written by the code
 * `code`, for a build that writes over it: the pages its record lists stay, for the prerender to
 * keep or replace (src/prerender/worker.ts); every other file (the browser's files, images,
 * _headers, redirects' pages…) is removed, for the build to make again. A page the record lists
 * whose file is gone leaves the record, so that it is drawn again.
 */
export function clearAllButPages(buildDir: string, code: string): void {
  const pages = earlierPages(buildDir, code);
  const client = join(buildDir, "client");
  for (const name of readdirSync(buildDir))
    if (name !== "client" && join(buildDir, name) !== recordFile(buildDir, code))
      rmSync(join(buildDir, name), { recursive: true, force: true });
  const found = new Set<string>();
  const emptied = new Set<string>();
  const entries = existsSync(client) ? readdirSync(client, { recursive: true, withFileTypes: true }) : [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const file = join(entry.parentPath, entry.name);
    const name = relative(client, file);
    if (pages.has(name)) found.add(name);
    else {
      unlinkSync(file);
      emptied.add(entry.parentPath);
    }
  }
  for (const dir of [...emptied].sort().reverse()) removeEmptyFolders(dir, client);
  if (found.size < pages.size)
    recordPages(
      buildDir,
      code,
      [...pages.values()].filter((page) => found.has(page.file)),
    );
}

/** Removes the pages a recycled build folder held (`present`) that the build did not write again, and their emptied folders. */
export function removeUnwritten(clientDir: string, present: Map<string, WrittenPage>, written: WrittenPage[]): void {
  const kept = new Set(written.map((page) => page.file));
  for (const file of present.keys())
    if (!kept.has(file)) {
      rmSync(join(clientDir, file), { force: true });
      removeEmptyFolders(dirname(join(clientDir, file)), clientDir);
    }
}
