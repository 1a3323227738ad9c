// The browser tests' one way to start Chromium and watch a page: the machine's Chromium or Chrome
// (tests/chromium.ts), driven by playwright-core, against build/client served on a free port of 127.0.0.1.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll } from "vitest";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { startServer } from "../built/server";
import { chromiumFlags, findChromium } from "../chromium";

export interface Site {
  base: string;
  browser: Browser;
  stop: () => Promise<void>;
}

/** Starts headless Chromium; the error says how to install it when it is missing. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  try {
    return await chromium.launch({ executablePath, args: chromiumFlags });
  } catch (error) {
    throw new Error(
      `Chromium did not start from ${executablePath} (sudo apt-get install chromium, or set CHROMIUM_PATH to another Chromium or Chrome): ${(error as Error).message}`,
    );
  }
}

/** Serves build/client (or another built site) and starts Chromium; call `stop()` in afterAll. */
export async function openSite(root?: string): Promise<Site> {
  const server = await startServer(root);
  const browser = await launchBrowser().catch((error) => {
    server.stop();
    throw error;
  });
  return {
    base: server.base,
    browser,
    stop: async () => {
      await browser.close();
      server.stop();
    },
  };
}

/**
 * The built site and Chromium for the tests of one file: started before them, stopped after them.
 * The object is filled in by the time a test runs.
 */
export function siteForSuite(): Site {
  const site = {} as Site;
  beforeAll(async () => {
    Object.assign(site, await openSite());
  });
  afterAll(async () => {
    await site.stop?.();
  });
  return site;
}

/** What went wrong on a page while it was open: console errors, uncaught exceptions, failed requests. */
export interface Trouble {
  console: string[];
  requests: string[];
  /** Everything, one line each, for an assertion message. */
  all(): string[];
}

/** Trouble of a page opened with JavaScript off, less its scripts, which Chromium then blocks and reports as failed ("csp"). */
export const withoutBlockedScripts = (lines: string[]) =>
  lines.filter((line) => !/\/assets\/[^ ]+\.js failed \(csp\)$/.test(line));

/** Opens a new page in a fresh context and records its console errors and failed requests. */
export async function newPage(
  site: Site,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; trouble: Trouble }> {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  const trouble: Trouble = {
    console: [],
    requests: [],
    all() {
      return [...this.console.map((m) => `console: ${m}`), ...this.requests.map((m) => `request: ${m}`)];
    },
  };
  // The browser's own "Failed to load resource" names no resource: its location does.
  page.on("console", (message) => {
    if (message.type() === "error")
      trouble.console.push(`${message.text()}${message.location().url ? ` (${message.location().url})` : ""}`);
  });
  page.on("pageerror", (error) => trouble.console.push(`uncaught ${error.name}: ${error.message}`));
  // An aborted request was cancelled by the browser itself (the page moved on or closed), not refused by the site.
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      trouble.requests.push(`${request.method()} ${request.url()} failed (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      trouble.requests.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  // The browser may already be closing the context itself at the end of a file.
  page.on("close", () => void context.close().catch(() => undefined));
  return { page, trouble };
}

export interface PagePool {
  /** Runs `visit` with a page of the pool, its trouble emptied; the page goes back to the pool afterwards. */
  use<T>(visit: (opened: { page: Page; trouble: Trouble }) => Promise<T>): Promise<T>;
}

/**
 * Open pages that tests take turns to navigate. Chromium spends about three times the CPU of a
 * whole page check on a new tab's first page (a new renderer, every script compiled cold), so a
 * file that visits every page reuses a few tabs. A page whose visit failed is closed, not reused.
 */
export function pagePool(site: Site, options: BrowserContextOptions = {}): PagePool {
  const idle: { page: Page; trouble: Trouble }[] = [];
  return {
    async use(visit) {
      const opened = idle.pop() ?? (await newPage(site, options));
      opened.trouble.console.length = 0;
      opened.trouble.requests.length = 0;
      try {
        const result = await visit(opened);
        idle.push(opened);
        return result;
      } catch (error) {
        await opened.page.close();
        throw error;
      }
    },
  };
}

/**
 * Resolves once the page's behaviour is in place: the script of every page (src/islands/chrome.ts)
 * marks the document when its menus, dialog and language memory are ready.
 */
export async function enhanced(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector("html[data-enhanced]", { state: "attached", timeout });
}

/** A new page at `path` of the site, once its behaviour is in place. */
export async function openPage(
  site: Site,
  path: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; trouble: Trouble }> {
  const opened = await newPage(site, options);
  await opened.page.goto(site.base + path);
  await enhanced(opened.page);
  return opened;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/**
 * axe-core's WCAG 2.1 A and AA violations of the page as it is now (or of the part `within`
 * selects); without its colour contrast check (the costliest, about half of axe's time) where
 * `contrast` is false.
 */
export async function axeViolations(
  page: Page,
  { contrast = true, within }: { contrast?: boolean; within?: string } = {},
): Promise<AxeViolation[]> {
  // Evaluated by the browser's debugging protocol: the page's Content-Security-Policy would refuse a script tag.
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ contrast, within }) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document | string, opts: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(within ?? document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        rules: { "color-contrast": { enabled: contrast } },
        resultTypes: ["violations"],
      });
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
      }));
    },
    { contrast, within },
  );
}

/** One line per violation and element, for a failure message a developer can act on. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  // Emotion's generated class names say little, so the element's opening tag follows the selector.
  const tag = (html: string) => (html.match(/^<[^>]*>/)?.[0] ?? html).slice(0, 160);
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${where}: ${v.id} (${v.help}) at ${n.target.join(" ")} ${tag(n.html)}`),
  );
}
