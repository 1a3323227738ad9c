// The browser tests' one way to start Chromium and watch a page: Debian's Chromium, driven by
// playwright-core, against build/client served on a free port of 127.0.0.1.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { startServer } from "../built/server";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];

export interface Site {
  base: string;
  browser: Browser;
  stop: () => Promise<void>;
}

/** Starts headless Chromium; the error says how to install it when it is missing. */
export async function launchBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath, args: flags });
  } catch (error) {
    throw new Error(`Chromium did not start from ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH): ${(error as Error).message}`);
  }
}

/** Serves build/client and starts Chromium; call `stop()` in afterAll. */
export async function openSite(): Promise<Site> {
  const server = await startServer();
  const browser = await launchBrowser().catch((error) => { server.stop(); throw error; });
  return { base: server.base, browser, stop: async () => { await browser.close(); server.stop(); } };
}

/** What went wrong on a page while it was open: console errors, uncaught exceptions, failed requests. */
export interface Trouble {
  console: string[];
  requests: string[];
  /** Everything, one line each, for an assertion message. */
  all(): string[];
}

/** Opens a new page in a fresh context and records its console errors and failed requests. */
export async function newPage(site: Site, options: BrowserContextOptions = {}): Promise<{ page: Page; trouble: Trouble }> {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  const trouble: Trouble = {
    console: [],
    requests: [],
    all() { return [...this.console.map((m) => `console: ${m}`), ...this.requests.map((m) => `request: ${m}`)]; },
  };
  page.on("console", (message) => { if (message.type() === "error") trouble.console.push(message.text()); });
  page.on("pageerror", (error) => trouble.console.push(`uncaught ${error.name}: ${error.message}`));
  page.on("requestfailed", (request) => trouble.requests.push(`${request.method()} ${request.url()} failed (${request.failure()?.errorText})`));
  page.on("response", (response) => { if (response.status() >= 400) trouble.requests.push(`${response.request().method()} ${response.url()} answered ${response.status()}`); });
  // When the browser itself is closing, the context is closed with it: nothing is left to report.
  page.on("close", () => void context.close().catch(() => undefined));
  return { page, trouble };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }

/** axe-core's WCAG 2.1 A and AA violations of the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

/** One line per violation and element, for a failure message a developer can act on. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.help}) at ${n.target.join(" ")}`));
}
