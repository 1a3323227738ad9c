import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { freePort } from "../built/server";
import { enhanced, launchBrowser } from "./browser";

// npm run dev on a copy of the manifest: an author saves the file and looks at the open page.
let dir: string;
let file: string;
let original: string;
let child: ChildProcess;
let browser: Browser;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "dev-manifest-"));
  file = join(dir, "site.manifest.json");
  original = readFileSync("site.manifest.json", "utf8");
  writeFileSync(file, original);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    env: { ...process.env, SITE_MANIFEST: file },
    stdio: "ignore",
    detached: true,
  });
  await vi.waitFor(
    async () => {
      if (!(await fetch(base + "/about")).ok) throw new Error("the dev server does not answer /about yet");
    },
    { timeout: 120_000, interval: 200 },
  );
  browser = await launchBrowser();
  // The first visit makes Vite prepare the browser's modules: it ends once React has enhanced the
  // page. Should Vite reload a page later for a module it found, the test's steps wait for what
  // they expect to see, which a reloaded page shows as well.
  const warmUp = await browser.newPage();
  await warmUp.goto(base + "/about", { timeout: 150_000 });
  await enhanced(warmUp, 150_000);
  await warmUp.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (child?.pid) process.kill(-child.pid, "SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const heading = (page: Page) => page.locator("h1").first().textContent();

function save(edit: (manifest: { routes: { path: string; title: { mn: string } }[] }) => void) {
  const manifest = JSON.parse(original);
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
}

it("a saved manifest re-renders the open page; an invalid one shows its problems over the last good page", async () => {
  const page = await browser.newPage();
  await page.goto(base + "/about", { waitUntil: "networkidle", timeout: 60_000 });
  const before = await heading(page);
  expect(before).toBeTruthy();

  save((m) => (m.routes.find((r) => r.path === "/about")!.title.mn = "Бидний түүх"));
  await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Бидний түүх", null, {
    timeout: 30_000,
  });

  writeFileSync(file, original.replace('"template": "visa"', '"template": "visas"'));
  const overlay = page.locator("vite-error-overlay .message-body");
  await expect
    .poll(() => overlay.textContent({ timeout: 30_000 }), { timeout: 30_000 })
    .toMatch(
      /site\.manifest\.json:\d+:\d+ {2}route \/services\/[a-z-]+ {2}\/routes\/\d+\/template {2}"visas" is not a template \(did you mean "visa"\?/,
    );

  // Reloaded while the file is still wrong: the last good page, and the overlay again.
  await page.reload();
  await overlay.waitFor({ timeout: 30_000 });
  expect(await heading(page)).toBe("Бидний түүх");

  writeFileSync(file, original);
  await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, before, {
    timeout: 30_000,
  });
  expect(await page.locator("vite-error-overlay").count()).toBe(0);
}, 150_000);
