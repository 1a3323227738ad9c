import { typeset } from "../../src/content/typography";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { isDraft } from "../../src/routes/status";
import { islandEntries } from "../../src/ui/island";
import { freePort } from "../free-port";
import { enhanced, launchBrowser } from "./browser";

// npm run dev on a copy of the manifest: an author saves the file and looks at the open page.
let dir: string;
let file: string;
let original: string;
let child: ChildProcess;
let browser: Browser;
let base: string;

/** A page whose heading is its title, in Mongolian, and where it is in the manifest. */
const site = JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;
const index = site.routes.findIndex((r) => r.template === "visa" && !isDraft(r));
const route = site.routes[index];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "dev-manifest-"));
  file = join(dir, "site.manifest.json");
  original = readFileSync("site.manifest.json", "utf8");
  writeFileSync(file, original);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // As an author starts it, on a free port: PORT chooses it, the arguments after -- go to Vite.
  child = spawn("npm", ["run", "dev", "--", "--host", "127.0.0.1"], {
    env: { ...process.env, SITE_MANIFEST: file, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
    detached: true,
  });
  await vi.waitFor(
    async () => {
      if (!(await fetch(base + route.path, { headers: { accept: "text/html" } })).ok)
        throw new Error(`the dev server does not answer ${route.path} yet`);
    },
    { timeout: 120_000, interval: 200 },
  );
  browser = await launchBrowser();
  // The first visit makes Vite compile the page's script: it ends once the script has run. Should
  // Vite reload a page later for a module it found, the test's steps wait for what they expect to
  // see, which a reloaded page shows as well.
  const warmUp = await browser.newPage();
  await warmUp.goto(base + route.path, { timeout: 150_000 });
  await enhanced(warmUp, 150_000);
  await warmUp.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (child?.pid) process.kill(-child.pid, "SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const heading = (page: Page) => page.locator("h1").first().textContent();
/** The HTML of a page's <main>. */
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];

function save(edit: (manifest: SiteManifest) => void) {
  const manifest = JSON.parse(original) as SiteManifest;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
}

it("draws a page as the build does, with the script of every page's island", async () => {
  const html = await (await fetch(base + route.path, { headers: { accept: "text/html" } })).text();
  expect(html).toContain(`<script type="module" src="/${islandEntries.chrome}"></script>`);
  expect(html).toContain('<body data-island="chrome">');
  // The same content, drawn by the same renderer, as the built page (npm run build before the browser tests).
  const built = readFileSync(join("build", "client", ...route.path.split("/"), "index.html"), "utf8");
  expect(mainOf(html)).toBeTruthy();
  expect(mainOf(html)).toBe(mainOf(built));
});

it("serves the visa page's checklist at the address its link names, as the build makes it", async () => {
  const html = await (await fetch(base + route.path, { headers: { accept: "text/html" } })).text();
  const href = /<a href="(\/checklists\/[^"]+\.pdf)" download=""/.exec(html)?.[1];
  expect(href, `${route.path}: no link to its checklist`).toBeDefined();
  const response = await fetch(base + href);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const pdf = await PDFDocument.load(await response.arrayBuffer(), { updateMetadata: false });
  expect(pdf.getTitle()).toBe(route.title.mn);
  expect((await fetch(base + href!.replace(/\.pdf$/, "-none.pdf"))).status).toBe(404);
});

it("a saved manifest re-renders the open page; an invalid one shows its problems over the last good page", async () => {
  const page = await browser.newPage();
  await page.goto(base + route.path, { timeout: 60_000 });
  await enhanced(page, 60_000);
  expect(await heading(page)).toBe(typeset(route.title.mn));

  const edited = `${route.title.mn} (засвар)`;
  save((m) => (m.routes[index].title.mn = edited));
  await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, typeset(edited), {
    timeout: 30_000,
  });

  save((m) => {
    m.routes[index].title.mn = edited;
    (m.routes[index] as { template: string }).template = "visas";
  });
  const overlay = page.locator("vite-error-overlay .message-body");
  await expect
    .poll(() => overlay.textContent({ timeout: 30_000 }), { timeout: 30_000 })
    .toMatch(
      new RegExp(
        `site\\.manifest\\.json:\\d+:\\d+ {2}route ${route.path} {2}/routes/${index}/template {2}"visas" is not a template \\(did you mean "visa"\\?`,
      ),
    );

  // Reloaded while the file is still wrong: the last good page, and the overlay again.
  await page.reload();
  await overlay.waitFor({ timeout: 30_000 });
  expect(await heading(page)).toBe(typeset(edited));

  writeFileSync(file, original);
  await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, typeset(route.title.mn), {
    timeout: 30_000,
  });
  expect(await page.locator("vite-error-overlay").count()).toBe(0);
}, 150_000);
