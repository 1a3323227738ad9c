// The pages of the last build that a rebuild can keep. Each page is written with a key: the hash of
// everything it is drawn from (the code, the files it links, its data from the manifest and its
// share image's name). A rebuild whose page has the same key links the earlier file into the new
// site instead of drawing it again: after a change of content, only the pages it touches are drawn.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { placeKeptFile } from "../build/cache.server";
import { checklistHref } from "../checklist/href";
import type { PageData } from "../manifest/page-data";
import type { PageAssets } from "../render/assets";
import type { ShareImage } from "../seo/head";

/** The record of a build's pages, beside its client/ folder (never served). */
const recordFile = "pages.json";
/** Raised when the record's shape changes, so that no build reads an older one wrongly. */
const recordVersion = 1;

/** A page as a build wrote it: its file (relative to client/), its key and its _headers rules. */
export interface WrittenPage {
  file: string;
  key: string;
  rules: string[];
}

interface PagesRecord {
  version: number;
  /** The key of the code that wrote the pages (src/build/bundle.server.ts). */
  code: string;
  pages: WrittenPage[];
}

/** The record of the build in `buildDir`; none when there is no build or no readable record. */
function readRecord(buildDir: string | undefined): PagesRecord | undefined {
  const file = buildDir && join(buildDir, recordFile);
  if (!file || !existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as PagesRecord;
    return record.version === recordVersion && Array.isArray(record.pages) ? record : undefined;
  } catch {
    // A record cut short (a build killed while writing it): every page is drawn again.
    return undefined;
  }
}

/** The pages of the build in `buildDir` by file; none when there is no build or no readable record. */
export function earlierPages(buildDir: string | undefined): Map<string, WrittenPage> {
  return new Map(readRecord(buildDir)?.pages.map((page) => [page.file, page]));
}

/** The key of the code that built the site in `buildDir`, if it has a readable record. */
export const earlierCode = (buildDir: string | undefined): string | undefined => readRecord(buildDir)?.code;

/** Writes the record of the pages the code `code` wrote into the build `buildDir`. */
export function recordPages(buildDir: string, code: string, pages: WrittenPage[]): void {
  const record: PagesRecord = { version: recordVersion, code, pages };
  writeFileSync(join(buildDir, recordFile), JSON.stringify(record));
}

/**
 * The keys of one build's pages. `code` names the code (the bundle's key); `assets` are the files
 * pages link. A language's menus and footer are one object shared by its pages: hashed once. Of
 * the visa checklists' sizes, a page's key holds only its own checklist's, which is the one a page
 * shows (src/ui/checklist-download.tsx): a change of one visa page redraws that page, not all.
 */
export function pageKeys(code: string, assets: PageAssets) {
  const linked = { ...assets, checklists: undefined };
  const base = createHash("sha256").update(code).update("\0").update(JSON.stringify(linked)).digest("hex");
  const chromes = new WeakMap<object, string>();
  const chromeKey = (chrome: PageData["chrome"]) => {
    let key = chromes.get(chrome);
    if (key === undefined) {
      key = createHash("sha256").update(JSON.stringify(chrome)).digest("hex");
      chromes.set(chrome, key);
    }
    return key;
  };
  return (data: PageData, share: ShareImage | undefined): string =>
    createHash("sha256")
      .update(base)
      .update(
        JSON.stringify({
          ...data,
          chrome: chromeKey(data.chrome),
          share: share?.url,
          // Read as each key is made: the sizes may come after the other assets.
          checklist: data.page && assets.checklists?.[checklistHref(data.page.path, data.lang)],
        }),
      )
      .digest("hex")
      .slice(0, 32);
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
