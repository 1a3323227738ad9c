// npm run build: builds the site into a fresh folder beside build/ and only then puts it in place
// of build/. A build that fails leaves the previous build/ as it was.
// Three things run at once: the manifest is validated in a process of its own; Vite bundles the
// browser's files (the islands' scripts and the stylesheet), or an earlier bundle of the same code
// is reused; worker threads read the manifest and, as soon as the bundle is there, render every
// page to static HTML with its Content-Security-Policy (src/prerender/). Nothing is kept unless the
// check passes.
// See docs/architecture.md.
import { spawn } from "node:child_process";
import { cpSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildAtomically } from "../src/build/atomic.server";
import {
  bundleKey,
  copyBundle,
  serverCode,
  siteBundle,
  type Bundle,
  type ServerEntry,
} from "../src/build/bundle.server";
import { buildChecklists, checklistLine, checklistSizes, copyChecklists } from "../src/build/checklists.server";
import { AuthoringError, bothLanguages } from "../src/i18n/said.ts";
import { commandLine } from "../src/cli/args.ts";
import { picturesLine, sitePictures, writePictures } from "../src/build/images.server";
import { fontAssets, siteFonts, type SiteFonts } from "../src/build/fonts.server";
import { siteIcons } from "../src/build/icons.server";
import { writeSiteFiles } from "../src/build/site-files.server";
import { securePage, writePolicyHeaders } from "../src/build/write-csp.server";
import { manifestFile, publicFolder } from "../src/manifest/env";
import { manifestStampEnv } from "../src/manifest/stamp.server";
import { builtBySameCode, clearAllButPages } from "../src/prerender/earlier-pages.server";
import { renderInWorkers } from "../src/prerender/workers.server";
import { createShareWriter } from "../src/share/write.server";
import { codeKeyVariable, invalidManifestExit, type CheckedManifest } from "./build/checked";

const target = process.env.BUILD_DIRECTORY ?? "build";
commandLine(process.argv.slice(2), { options: {}, usage: "npm run build" });

/** Thrown when the manifest is invalid: its message is the validator's report. */
class ManifestProblems extends Error {}

/**
 * A manifest larger than this (about 3,000 routes) is checked with V8 collecting garbage sooner (its
 * heap grows by a fifth past what it holds instead of by its default factor): at 10,000 routes the
 * check's process then peaks at about 380 MB instead of 520, beside the prerender's threads.
 * `--optimize-for-size` saves 80 MB more but costs 1.5 s of CPU, a twentieth of the build's.
 */
const largeManifestBytes = 16 * 1024 * 1024;
const largeManifestFlags = ["--heap-growing-percent=20"];

/**
 * Validates the manifest (`file`: the compiled scripts/build/check-manifest.ts) for the code
 * `code`; rejects with ManifestProblems when it is invalid.
 */
async function checkManifest(file: Promise<string>, code: string): Promise<CheckedManifest> {
  const large = statSync(manifestFile).size > largeManifestBytes;
  const child = spawn(process.execPath, [...(large ? largeManifestFlags : []), await file], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, [codeKeyVariable]: code },
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk) => (out += chunk));
  child.stderr!.on("data", (chunk) => (err += chunk));
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code === 0) {
        // The manifest's warnings (unfinished pages, say): the build goes on.
        if (err) process.stderr.write(err);
        console.log(err ? "Manifest checked: valid, with the warnings above." : "Manifest checked: no problems.");
        return done(JSON.parse(out));
      }
      fail(
        code === invalidManifestExit
          ? new ManifestProblems(err.trimEnd())
          : new Error(`the manifest check stopped with exit code ${code}:\n${err}`),
      );
    });
  });
}

/** The manifest's stamp (see below); a missing file is said in plain words. */
function readableManifest(): Record<string, string> {
  try {
    return manifestStampEnv();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new Error(`There is no manifest at ${manifestFile}.`);
  }
}

/** The drafts the manifest check found: they are not built, which the build's last line says. */
let heldBack: string[] = [];
const start = performance.now();

try {
  // The hash of the code, which names its bundles and is part of every page's key.
  const code = bundleKey();
  // A rebuild writes over the site the last build replaced, when the same code made it: it then
  // replaces only the pages that changed since, and makes none of their folders again.
  const recycling = { recycle: (spare: string) => builtBySameCode(spare, code) };
  // The workers read the manifest as it is now without validating it; what they make is kept
  // only if the check finds it valid and unchanged.
  const stamp = readableManifest();
  // The server's code compiled (or kept from an earlier build of the same code): the check's
  // process and the worker threads run it.
  const server = serverCode(code);
  const compiled = (entry: ServerEntry) => {
    const file = server.then((files) => files[entry]);
    // Awaited where it is used; a failure is the build's, said once.
    file.catch(() => {});
    return file;
  };
  // The check starts first: it takes longest.
  const checked = checkManifest(compiled("check-manifest"), code);
  checked.catch(() => {});
  await buildAtomically(
    target,
    async (folder, recycled) => {
      // A folder written over is readied once the check's process and the prerender's thread have
      // started (as soon as the kept server code is found): nothing is written in it before, and
      // the workers read its pages once they have the bundle's files, which wait for the webfont.
      const readied = recycled
        ? new Promise(setImmediate).then(() => clearAllButPages(folder, code))
        : Promise.resolve();
      const bundled = siteBundle(code);
      const client = join(folder, "client");
      // The webfont cut to the manifest's characters, copied into the site; pages preload its files.
      const fonts = readied.then(() => siteFonts(client));
      // The photos of public/images/ resized (or found resized by an earlier build); pages draw them from its table.
      const pictures = sitePictures();
      // The share images the pages name, drawn by the workers and written here.
      const share = createShareWriter(client, { ready: readied });
      // The visa pages' printable checklists, listed by the first prerender worker, drawn or kept from an
      // earlier build; pages link them with their size.
      const visaChecklists = buildChecklists(compiled("checklists-worker"));
      const checklists = visaChecklists.files;
      // Awaited below; until then a failure of Vite's waits for the check's verdict.
      bundled.catch(() => {});
      fonts.catch(() => {});
      pictures.catch(() => {});
      checklists.catch(() => {});
      // The workers start at once and read the manifest while it is checked and Vite bundles; they
      // render as soon as the bundle is there, and what they made is kept only if the check passes.
      const rendered = renderInWorkers({
        server: server.then((files) => ({ workerFile: files["prerender-worker"], codeKey: code })),
        buildDir: folder,
        earlier: existsSync(target) ? target : undefined,
        recycled,
        checked: checked.then((result) => result.paths),
        env: stamp,
        log: console.log,
        assets: Promise.all([bundled, fonts, pictures]).then(([bundle, font, { table }]) => ({
          ...bundle.assets,
          fonts: fontAssets(font),
          pictures: table,
        })),
        keptChecklists: visaChecklists.kept,
        checklists: checklists.then(checklistSizes),
        onShare: share.add,
        onChecklists: visaChecklists.list,
      });
      rendered.catch(visaChecklists.fail);
      // The site's icons, made from the logo's mark the manifest names (or reused).
      const icons = Promise.all([checked, readied]).then(([result]) => siteIcons(client, result.mark));
      icons.catch(() => {});
      // The check's verdict first: an invalid manifest is reported as such, whatever Vite met. Every
      // thread has ended before the build fails, so that none still writes in the folder it removes.
      const { env, files, drafts } = await checked.catch(async (error) => {
        await Promise.allSettled([bundled, fonts, pictures, checklists, icons, rendered, share.done()]);
        throw error;
      });
      if (JSON.stringify(env) !== JSON.stringify(stamp)) {
        await Promise.allSettled([bundled, fonts, pictures, checklists, icons, rendered, share.done()]);
        throw new Error("The manifest changed while the site was being built: build again.");
      }
      // Every part has ended, the icons too, before any failure throws: nothing writes in a folder
      // that is being removed.
      const [bundle, font, picture, checklist, workers, icon] = await Promise.allSettled([
        bundled,
        fonts,
        pictures,
        checklists,
        rendered,
        icons,
      ]);
      const cards = await share.done();
      if (bundle.status === "rejected") throw bundle.reason;
      if (font.status === "rejected") throw font.reason;
      if (picture.status === "rejected") throw picture.reason;
      if (checklist.status === "rejected") throw checklist.reason;
      if (workers.status === "rejected") throw workers.reason;
      if (icon.status === "rejected") throw icon.reason;
      console.log(picturesLine(picture.value));
      console.log(`Share images: ${cards.drawn} drawn, ${cards.reused} unchanged and reused`);
      console.log(
        icon.value.reused ? "Icons: the mark is unchanged, the earlier icons reused." : "Icons: made from the mark.",
      );
      console.log(bundleLine(bundle.value));
      console.log(fontLine(font.value));
      console.log(checklistLine(checklist.value));
      copyBundle(bundle.value, client);
      if (existsSync(publicFolder)) cpSync(publicFolder, client, { recursive: true });
      writePictures(picture.value, client);
      copyChecklists(checklist.value, client);
      const secured = workers.value;
      // Redirects' pages get their policy here, like the workers' pages.
      writeSiteFiles(client, files, (file, html) => {
        const page = securePage(file, html);
        secured.set(file, page.rules);
        return page.html;
      });
      const pages = writePolicyHeaders(client, secured);
      console.log(`Content-Security-Policy: ${pages} pages, each allowing its own inline scripts and styles by hash`);
      heldBack = drafts;
    },
    console.log,
    recycling,
  );
  console.log(
    `The site is in ${target}/client/, built in ${((performance.now() - start) / 1000).toFixed(1)} s: npm run serve shows it.`,
  );
  if (heldBack.length)
    console.log(
      `Held back ${heldBack.length} draft${heldBack.length === 1 ? "" : "s"} (not published): ${heldBack.join(", ")}`,
    );
} catch (error) {
  if (error instanceof ManifestProblems) console.error(error.message);
  // Mongolian first; a failure that has no Mongolian of its own is said in English on the next line.
  const why =
    error instanceof ManifestProblems
      ? { mn: "Сайтын өгөгдлийн асуудлуудыг дээр жагсаав.", en: "The manifest has problems, listed above." }
      : error instanceof AuthoringError
        ? { mn: error.mn, en: error.message }
        : { mn: "Шалтгааныг доор англиар бичив.", en: (error as Error).message };
  console.error(
    bothLanguages({
      mn: `Сайтыг бүтээж чадсангүй; ${target}/ хавтас өөрчлөгдөөгүй. ${why.mn}`,
      en: `The build failed; ${target}/ is unchanged. ${why.en}`,
    }),
  );
  process.exitCode = 1;
}

function fontLine({ reused, files, bytes, missing }: SiteFonts): string {
  const size = `${files.length} weights, ${(bytes / 1024).toFixed(1)} KB`;
  const line = reused
    ? `Webfont: no new characters, the earlier subset reused (${size}).`
    : `Webfont: cut to the site's characters (${size}).`;
  return missing
    ? `${line}\nThe manifest's texts use characters the font does not have, which show in a system font: ${missing}`
    : line;
}

function bundleLine({ reused }: Bundle): string {
  return reused
    ? "Scripts and stylesheet: unchanged code, the earlier bundle reused."
    : "Scripts and stylesheet: bundled.";
}
