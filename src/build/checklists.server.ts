// The visa pages' printable checklists (src/checklist/): one PDF per published visa page and
// language, at the URL the page links (src/checklist/href.ts). Each is kept in
// node_modules/.cache/checklists by the hash of everything it is made from (its content, the
// fonts, the code that draws it), so a rebuild whose visa pages did not change makes none.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { checklistsOf, type ChecklistContent } from "../checklist/content.ts";
import { checklistFonts, checklistFontsKey, type ChecklistFonts } from "../checklist/fonts.server.ts";
import { parseLogo } from "../checklist/logo.ts";
import type { SiteManifest } from "../generated/manifest.ts";
import { languages, type Lang } from "../routes/table.ts";

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

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The hash of the code that draws the PDFs: the checklist's modules, the theme, the words' filling, pdf-lib's versions. */
function codeKey(): string {
  const hash = createHash("sha256");
  const folder = join(here, "../checklist");
  const files = [
    ...readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .sort()
      .map((name) => join(folder, name)),
    join(here, "../theme.ts"),
    join(here, "../i18n/strings.ts"),
    join(here, "../i18n/plural.ts"),
    require.resolve("pdf-lib/package.json"),
    require.resolve("@pdf-lib/fontkit/package.json"),
  ];
  for (const file of files) hash.update(file.slice(here.length)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** The brand's logo for light backgrounds in a language (public/images/brand/), as SVG, if it is there. */
function logoOf(lang: Lang): string | undefined {
  const file = join("public", "images", "brand", `logo-${lang}.svg`);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** The manifest file's date of change, YYYY-MM-DD in this computer's time zone: the checklists' "last updated". */
export function manifestDate(file: string): string {
  const date = statSync(file).mtime;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Every checklist of the manifest (its facts filled in), drawn now or kept from an earlier build:
 * `date` is the manifest's (manifestDate). Drawing needs pdf-lib only when something changed.
 */
export async function makeChecklists(manifest: SiteManifest, date: string, cache = checklistCache()): Promise<Checklist[]> {
  const contents = checklistsOf(manifest, date);
  if (!contents.length) return [];
  const folder = resolve(cache);
  const code = codeKey() + checklistFontsKey();
  const logos = new Map(languages.map((lang) => [lang, logoOf(lang)]));
  const keyOf = (content: ChecklistContent) =>
    createHash("sha256")
      .update(code)
      .update(JSON.stringify(content))
      .update(logos.get(content.lang) ?? "")
      .digest("hex")
      .slice(0, 32);
  // The fonts and the drawing code are loaded only when a checklist has to be drawn.
  let fonts: ChecklistFonts | undefined;
  const now = new Date();
  const made: Checklist[] = [];
  for (const content of contents) {
    const file = join(folder, `${keyOf(content)}.pdf`);
    if (existsSync(file)) {
      // Used now: pruning keeps it.
      utimesSync(file, now, now);
      made.push({ href: content.href, file, bytes: statSync(file).size, made: false });
      continue;
    }
    const { drawChecklist } = await import("../checklist/draw.server.ts");
    fonts ??= await checklistFonts(join(folder, "fonts"));
    const logo = logos.get(content.lang);
    const bytes = await drawChecklist(content, fonts, logo === undefined ? undefined : parseLogo(logo));
    mkdirSync(folder, { recursive: true });
    // Written whole or not at all: another build may read it meanwhile.
    writeFileSync(`${file}.${process.pid}`, bytes);
    renameSync(`${file}.${process.pid}`, file);
    made.push({ href: content.href, file, bytes: bytes.length, made: true });
  }
  if (made.some((c) => c.made)) prune(folder, new Set(made.map((c) => c.file)));
  return made;
}

/** Deletes the kept checklists no build has used for keptDays (and any left half-written). */
function prune(folder: string, used: Set<string>): void {
  const before = Date.now() - keptDays * 24 * 60 * 60 * 1000;
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
    copyFileSync(file, target);
  }
}

/** The build's line about the checklists. */
export function checklistLine(checklists: Checklist[]): string {
  const made = checklists.filter((c) => c.made).length;
  const kb = checklists.reduce((sum, c) => sum + c.bytes, 0) / 1024;
  return `Checklists: ${checklists.length} PDFs (${kb.toFixed(0)} KB), ${made ? `${made} drawn` : "none drawn"}, ${checklists.length - made} unchanged and reused.`;
}

/**
 * The build's checklists, made in a worker thread that reads the manifest as `env` names it (the
 * build's stamp: read without validating, kept only if the check passes). Rejects when the thread
 * fails, with its error.
 */
export function checklistsInWorker(env: Record<string, string>): Promise<Checklist[]> {
  // The worker is TypeScript: the thread registers tsx, then loads it.
  const workerFile = pathToFileURL(join(here, "checklists-worker.ts")).href;
  const bootstrap = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile)}); });`;
  return new Promise((done, fail) => {
    const worker = new Worker(bootstrap, {
      eval: true,
      env: { ...process.env, ...env },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    let result: Checklist[] | undefined;
    worker.on("message", (checklists: Checklist[]) => (result = checklists));
    worker.on("error", fail);
    worker.on("exit", (code) =>
      result ? done(result) : fail(new Error(`the checklists' worker stopped with exit code ${code}`)),
    );
  });
}
