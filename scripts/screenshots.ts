// npm run screenshots [-- --out DIR] [--build] [--readme]: full-page pictures of one page of every
// template, the blog list and the not-found page at 375, 768, 1024 and 1280 px in both languages,
// and the header's menus and the consultation dialog open (scripts/screenshots/plan.ts), taken in Chromium from the built site served
// on a free port. It builds the site first when there is no build (or with --build); BUILD_DIR
// names another built site, as for npm run serve. --readme also cuts the README's pictures
// (docs/screenshots/) from them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { commandLine } from "../src/cli/args.ts";
import { loadManifest } from "../src/manifest/load.server.ts";
import { languages } from "../src/routes/table.ts";
import { theme } from "../src/theme.ts";
import { chromiumFlags, findChromium } from "../tests/chromium.ts";
import { readmeShots, screenshotPlan, widths, type Shot } from "./screenshots/plan.ts";
import { builtSite } from "./serve/built-site.ts";

const { values } = commandLine(process.argv.slice(2), {
  options: { out: { type: "string" }, build: { type: "boolean" }, readme: { type: "boolean" } },
  usage: "npm run screenshots [-- --out DIR] [--build] [--readme]",
});
const out = values.out ?? "screenshots";
const root = process.env.BUILD_DIR ?? "build/client";

// Another built site (BUILD_DIR) is taken as it is: the build writes build/ only.
if (!process.env.BUILD_DIR && (values.build || !existsSync(join(root, "_headers")))) {
  console.log(values.build ? "Building the site first." : `No built site in ${root}: building it first.`);
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/** The built site on a free port of this computer. */
async function serve(): Promise<{ server: Server; base: string }> {
  const server = createServer(builtSite(root));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the site's server has no port");
  return { server, base: `http://127.0.0.1:${address.port}` };
}

/** The page as a visitor sees it once everything has arrived: its script, fonts and every picture, lazy ones too. */
async function settle(page: Page) {
  await page.waitForSelector("html[data-enhanced]", { state: "attached", timeout: 15_000 });
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("img")) img.loading = "eager";
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener("load", done, { once: true });
              img.addEventListener("error", done, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
  });
}

/** Opens the menu or dialog the shot asks for, and waits until it is open and has stopped moving. */
async function openMenu(page: Page, shot: Shot, words: Record<string, { mn: string; en: string }>) {
  if (!shot.open) return;
  if (shot.open.kind === "dialog") {
    await page.getByRole("banner").locator('button[aria-haspopup="dialog"]:visible').click();
    await page.getByRole("dialog").waitFor();
  } else if (shot.open.kind === "phone-menu")
    await page.getByRole("banner").getByRole("button", { name: words["nav.menu"][shot.lang] }).click();
  else {
    await page.locator("header details > summary", { hasText: shot.open.label }).first().click();
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll<HTMLDetailsElement>("header details")].some(
          (details) => details.open && details.querySelector("summary")?.textContent?.includes(label),
        ),
      shot.open.label,
    );
  }
  // Transitions and animations that end (a menu sliding open), not those that run for ever.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

/** The README's pictures, cut from the shots just taken: their first screen, resized, in a palette of colours. */
async function writeReadmePictures(): Promise<void> {
  const { default: sharp } = await import("sharp");
  const folder = join("docs", "screenshots");
  mkdirSync(folder, { recursive: true });
  for (const { shot, file, height, width } of readmeShots) {
    const source = sharp(join(out, `${shot}.png`));
    const { width: full = 0, height: tall = 0 } = await source.metadata();
    await source
      .extract({ left: 0, top: 0, width: full, height: Math.min(height, tall) })
      .resize({ width })
      .png({ palette: true, quality: 85, compressionLevel: 9, effort: 10 })
      .toFile(join(folder, file));
  }
  console.log(`README pictures: ${readmeShots.length} in ${folder}/.`);
}

async function take(browser: Browser, base: string, shot: Shot, words: Record<string, { mn: string; en: string }>) {
  const phone = shot.width < theme.breakpoint.md;
  const context = await browser.newContext({
    viewport: { width: shot.width, height: phone ? 740 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  try {
    const page = await context.newPage();
    await page.goto(base + shot.path);
    await settle(page);
    await openMenu(page, shot, words);
    const file = join(out, `${shot.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return statSync(file).size;
  } finally {
    await context.close();
  }
}

let browser: Browser | undefined;
let site: { server: Server; base: string } | undefined;
try {
  const manifest = loadManifest();
  const plan = screenshotPlan(manifest);
  site = await serve();
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  mkdirSync(out, { recursive: true });
  let bytes = 0;
  for (const shot of plan) bytes += await take(browser, site.base, shot, manifest.interface);
  const menus = plan.filter((s) => s.open).length;
  console.log(
    `Screenshots: ${plan.length} full-page PNGs in ${out}/ (${(bytes / 1024 / 1024).toFixed(1)} MB): ${(plan.length - menus) / widths.length / languages.length} pages at ${widths.join(", ")} px in ${languages.join(" and ")}, and ${menus} with a menu or the dialog open.`,
  );
  if (values.readme) await writeReadmePictures();
} catch (error) {
  // No build, no Chromium, a manifest with problems: each says what to do in its message.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await browser?.close();
  site?.server.close();
}
