// What a keystroke costs in the editor's largest form: the editor started on a copy of the manifest,
// its first course page opened with every section unfolded, then keys typed one at a time into two
// texts, each awaited until the browser has drawn it. Chromium's own counters give the main
// thread's time per key: the script's, and all of it (script, style, layout, paint). Run alone with
// `npx tsx scripts/bench/editor-typing.ts`; `npm run bench` runs it last.
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { chromium, type CDPSession, type Page } from "playwright-core";
import { chromiumFlags, findChromium } from "../../tests/chromium.ts";
import { freePort } from "../../tests/free-port.ts";

export interface TypingCost {
  /** The field typed in, and why it is measured. */
  field: string;
  keys: number;
  scriptMs: number;
  mainThreadMs: number;
}
export interface EditorTyping {
  page: string;
  fields: number;
  costs: TypingCost[];
}

const keys = 20;
/** A page's title names it in every page picker of the form; a description is an ordinary text. */
const measured = [
  { id: "root_title_en", field: "the page's title (English)" },
  { id: "root_description_en", field: "its description (English)" },
];

async function metrics(cdp: CDPSession) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { script: value("ScriptDuration"), task: value("TaskDuration") };
}

async function typeInto(page: Page, cdp: CDPSession, id: string): Promise<{ scriptMs: number; mainThreadMs: number }> {
  const box = page.locator(`#${id}`);
  await box.click();
  await box.press("End");
  await page.keyboard.type("ab");
  const before = await metrics(cdp);
  for (let i = 0; i < keys; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    // Drawn: the next frame has begun after the key's work.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  }
  const after = await metrics(cdp);
  return {
    scriptMs: ((after.script - before.script) * 1000) / keys,
    mainThreadMs: ((after.task - before.task) * 1000) / keys,
  };
}

export async function measureEditorTyping(manifest = "site.manifest.json"): Promise<EditorTyping> {
  const dir = mkdtempSync(join(tmpdir(), "bench-editor-"));
  const file = join(dir, "site.manifest.json");
  copyFileSync(manifest, file);
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "editor/serve.server.ts", file], {
    env: { ...process.env, EDITOR_PORT: String(port), EDITOR_HOST: "127.0.0.1", EDITOR_BUILD_DIR: join(dir, "build") },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  try {
    const signIn = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the editor did not start within 120 s")), 120_000);
      child.once("exit", () => reject(new Error("the editor stopped before it started")));
      createInterface({ input: child.stdout! }).on("line", (line) => {
        const address = /Open (http:\/\/\S+)/.exec(line)?.[1];
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      });
    });
    const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    await page.addInitScript(() => localStorage.setItem("editor-language", "en"));
    await page.goto(signIn);
    const course = page.getByRole("button", { name: /^\/courses\// }).first();
    const path = (await course.textContent())?.match(/^\/\S+?(?=[A-ZА-Я]|$)/)?.[0] ?? "a course page";
    await course.click();
    await page.locator(`#${measured[0].id}`).waitFor();
    const closed = page.locator("main.form details:not([open]) > summary").filter({ visible: true });
    for (let opened = 0; opened < 500 && (await closed.count()) > 0; opened++) await closed.first().click();
    const fields = await page.locator("main.form :is(input, textarea, select)").filter({ visible: true }).count();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const costs: TypingCost[] = [];
    for (const { id, field } of measured) costs.push({ field, keys, ...(await typeInto(page, cdp, id)) });
    return { page: path, fields, costs };
  } finally {
    await browser.close();
    if (child.pid) process.kill(-child.pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printEditorTyping(result: EditorTyping) {
  console.log(
    `\nEditor: a keystroke in the form of ${result.page} (${result.fields} fields, every section open), mean of ${keys} keys, each awaited until drawn:\n`,
  );
  console.log("| typed into | script per key | main thread per key (script, style, layout, paint) |");
  console.log("| --- | ---: | ---: |");
  for (const cost of result.costs)
    console.log(`| ${cost.field} | ${cost.scriptMs.toFixed(1)} ms | ${cost.mainThreadMs.toFixed(1)} ms |`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printEditorTyping(await measureEditorTyping());
