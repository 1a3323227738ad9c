// The visa pages' printable checklists (src/checklist/): one PDF per published visa page and
// language, at the URL the page links (src/checklist/href.ts). Each is kept in
// node_modules/.cache/checklists by the hash of everything it is made from (its content, the
// fonts, the code that draws it), so a rebuild whose visa pages did not change makes none.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { checklistsOf, type ChecklistContent } from "../checklist/content.ts";
import { placeKeptFile } from "../cache/files.server.ts";
import { checklistFonts, checklistFontsKey } from "../checklist/fonts.server.ts";
import { parseLogo } from "../checklist/logo.ts";
import type { SiteManifest } from "../generated/manifest.ts";
import { languages, type Lang } from "../routes/table.ts";
import { publicFolder } from "../manifest/env.ts";

/** Where made checklists are kept; SITE_CHECKLIST_CACHE names another folder. */
export const checklistCache = () => process.env.SITE_CHECKLIST_CACHE ?? "node_modules/.cache/checklists";
/** A kept checklist no build has used for this long is deleted. */
const keptDays = 30;

export interface Checklist {
  /** The file's URL in the built site, e.g. /checklists/services/working-holiday-mn.pdf. */
  href: string;
  /** The kept file. */
  file: string;
  bytes: number;
  /** Whether this build drew it (not kept from an earlier one). */
  made: boolean;
}

const require = createRequire(import.meta.url);

/**
 * The hash of the code that draws the PDFs: the checklist's modules, the theme, the words' filling,
 * pdf-lib's versions. Its sources are read from the project, whichever copy of this module runs
 * (the build runs a compiled one, src/build/bundle.server.ts).
 */
function codeKey(): string {
  const hash = createHash("sha256");
  const folder = join("src", "checklist");
  const files = [
    ...readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .sort()
      .map((name) => join(folder, name)),
    join("src", "theme.ts"),
    join("src", "i18n", "strings.ts"),
    join("src", "i18n", "plural.ts"),
  ];
  for (const file of files) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  for (const name of ["pdf-lib/package.json", "@pdf-lib/fontkit/package.json"])
    hash.update(name).update("\0").update(readFileSync(require.resolve(name))).update("\0");
  return hash.digest("hex");
}

/** The brand's logo for light backgrounds in a language (public/images/brand/), as SVG, if it is there. */
function logoOf(lang: Lang): string | undefined {
  const file = join(publicFolder, "images", "brand", `logo-${lang}.svg`);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** The manifest file's date of change, YYYY-MM-DD in this computer's time zone: the checklists' "last updated". */
export function manifestDate(file: string): string {
  const date = statSync(file).mtime;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A checklist to draw: its content, the file it goes to, and the logo of its language (SVG), if any. */
export interface ChecklistJob {
  content: ChecklistContent;
  file: string;
  logo?: string;
}

/** Draws checklists and writes each to its file: here, or in a worker thread (drawInWorker). */
export type ChecklistDrawer = (jobs: ChecklistJob[], cache: string) => Promise<void>;

/** Draws the jobs in this thread, loading the fonts and pdf-lib only when there is one. */
export async function drawHere(jobs: ChecklistJob[], cache: string): Promise<void> {
  if (!jobs.length) return;
  const { drawChecklist } = await import("../checklist/draw.server.ts");
  const fonts = await checklistFonts(join(cache, "fonts"));
  for (const { content, file, logo } of jobs) {
    const bytes = await drawChecklist(content, fonts, logo === undefined ? undefined : parseLogo(logo));
    mkdirSync(dirname(file), { recursive: true });
    // Written whole or not at all: another build may read it meanwhile.
    writeFileSync(`${file}.${process.pid}`, bytes);
    renameSync(`${file}.${process.pid}`, file);
  }
}

/** What is known of the checklists before any is drawn: the sizes of those kept, by URL, and the URLs of those to draw. */
export interface KeptChecklists {
  sizes: Record<string, number>;
  drawing: string[];
}

/**
 * The files of the checklists (src/checklist/content.ts checklistsOf), each kept from an earlier
 * build or drawn now by `draw`; `onKept` hears which are kept, and their sizes, before any is
 * drawn. Finding them kept costs a hash of each content; pdf-lib is loaded only when one has to be
 * drawn.
 */
export async function checklistFiles(
  contents: ChecklistContent[],
  {
    cache = checklistCache(),
    draw = drawHere,
    onKept = () => {},
  }: { cache?: string; draw?: ChecklistDrawer; onKept?: (kept: KeptChecklists) => void } = {},
): Promise<Checklist[]> {
  if (!contents.length) {
    onKept({ sizes: {}, drawing: [] });
    return [];
  }
  const folder = resolve(cache);
  const code = codeKey() + checklistFontsKey();
  const logos = new Map(languages.map((lang) => [lang, logoOf(lang)]));
  const fileOf = (content: ChecklistContent) => {
    const hash = createHash("sha256").update(code).update(JSON.stringify(content));
    return join(folder, `${hash.update(logos.get(content.lang) ?? "").digest("hex").slice(0, 32)}.pdf`);
  };
  const now = new Date();
  // The size of each kept file; none for those to draw.
  const checklists = contents.map((content) => {
    const file = fileOf(content);
    const bytes = statSync(file, { throwIfNoEntry: false })?.size;
    return { href: content.href, content, file, bytes, made: bytes === undefined };
  });
  const missing = checklists.filter((c) => c.made);
  const kept = checklists.filter((c) => !c.made);
  onKept({ sizes: Object.fromEntries(kept.map((c) => [c.href, c.bytes!])), drawing: missing.map((c) => c.href) });
  await draw(
    missing.map(({ content, file }) => ({ content, file, logo: logos.get(content.lang) })),
    folder,
  );
  // Used now: pruning keeps them.
  for (const c of kept) utimesSync(c.file, now, now);
  if (missing.length) prune(folder, new Set(checklists.map((c) => c.file)));
  return checklists.map(({ href, file, bytes, made }) => ({ href, file, bytes: bytes ?? statSync(file).size, made }));
}

/** Every checklist of the manifest (its facts filled in) as of `date`, the manifest's (manifestDate). */
export const makeChecklists = (manifest: SiteManifest, date: string, cache = checklistCache()) =>
  checklistFiles(checklistsOf(manifest, date), { cache });

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the kept checklists no build has used for keptDays (and any left half-written), at
 * most once a day: it looks at every kept file, thousands after many edits of visa pages.
 */
function prune(folder: string, used: Set<string>): void {
  const marker = join(folder, ".pruned");
  if (existsSync(marker) && statSync(marker).mtimeMs > Date.now() - dayMs) return;
  writeFileSync(marker, "");
  const before = Date.now() - keptDays * dayMs;
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (!/\.pdf(\.\d+)?$/.test(name) || used.has(file)) continue;
    if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
  }
}

/** The size of each checklist by URL, for the links that name it (PageAssets.checklists). */
export const checklistSizes = (checklists: Checklist[]): Record<string, number> =>
  Object.fromEntries(checklists.map((c) => [c.href, c.bytes]));

/** Copies the checklists into the built site's client folder, each at its URL. */
export function copyChecklists(checklists: Checklist[], clientDir: string): void {
  for (const { href, file } of checklists) {
    const target = join(clientDir, ...href.split("/"));
    mkdirSync(dirname(target), { recursive: true });
    placeKeptFile(file, target);
  }
}

/** The build's line about the checklists. */
export function checklistLine(checklists: Checklist[]): string {
  const made = checklists.filter((c) => c.made).length;
  const kb = checklists.reduce((sum, c) => sum + c.bytes, 0) / 1024;
  return `Checklists: ${checklists.length} PDFs (${kb.toFixed(0)} KB), ${made ? `${made} drawn` : "none drawn"}, ${checklists.length - made} unchanged and reused.`;
}

/**
 * A drawer that draws the jobs in a worker thread running `workerFile` (the compiled
 * src/build/checklists-worker.ts, src/build/bundle.server.ts), so that the build's thread goes on
 * handing pages to the prerender workers meanwhile. Rejects with the thread's error.
 */
export const drawInWorker =
  (workerFile: Promise<string>): ChecklistDrawer =>
  async (jobs, cache) => {
    if (!jobs.length) return;
    const file = await workerFile;
    return new Promise((done, fail) => {
      // A small heap: the documents it draws one after another are garbage as soon as they are written.
      const worker = new Worker(pathToFileURL(file), {
        // Compiled JavaScript: none of the build's own Node options (tsx's loader) is needed.
        execArgv: [],
        workerData: { jobs, cache },
        resourceLimits: { maxOldGenerationSizeMb: 128 },
      });
      let drawn = false;
      worker.on("message", () => (drawn = true));
      worker.on("error", fail);
      worker.on("exit", (code) =>
        drawn ? done() : fail(new Error(`the checklists' worker stopped with exit code ${code}`)),
      );
    });
  };

/**
 * The build's checklists, made from the contents the first prerender worker lists once it has read
 * the manifest (so that no other thread reads it for them): `list` hands them over, `fail` gives
 * up (the workers failed before listing them), `kept` is what is known before any is drawn,
 * `files` is their files, the missing ones drawn in a worker thread running `workerFile`.
 */
export function buildChecklists(workerFile: Promise<string>, cache = checklistCache()) {
  let list: (contents: ChecklistContent[]) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const listed = new Promise<ChecklistContent[]>((resolve, reject) => {
    list = resolve;
    fail = reject;
  });
  let onKept: (kept: KeptChecklists) => void = () => {};
  const kept = new Promise<KeptChecklists>((resolve) => (onKept = resolve));
  const files = listed.then((contents) =>
    checklistFiles(contents, { cache, draw: drawInWorker(workerFile), onKept }),
  );
  // Settled with the files when they fail first, so that no one waits for what never comes.
  return { list, fail, kept: Promise.race([kept, files.then(() => kept)]), files };
}
