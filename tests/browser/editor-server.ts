import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { expect } from "vitest";
import { freePort } from "../free-port";

export interface EditorServer {
  base: string;
  port: number;
  /** The address the editor printed, with this start's secret: opening it signs the browser in. */
  signIn: string;
  token: string;
  /** The temporary copy of the manifest the editor works on; the real one is never touched. */
  file: string;
  /** The copy of public/ beside it, which the editor reads pictures from and adds them to. */
  publicDir: string;
  stop: () => void;
}

/** Starts `npm run edit` on a temporary copy of site.manifest.json (or of `source`). */
export async function startEditor(source = "site.manifest.json"): Promise<EditorServer> {
  const dir = mkdtempSync(join(tmpdir(), "editor-"));
  const file = join(dir, "site.manifest.json");
  copyFileSync(source, file);
  // Pictures added in a test go to a copy of public/, never into the repository's.
  const publicDir = join(dir, "public");
  cpSync("public", publicDir, { recursive: true });
  const port = await freePort();
  // As `npm run edit` runs it (tsx), by this Node directly rather than through npx.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "editor/serve.server.ts", file], {
    // The Publish button builds beside the copy, never into the site's build/ the other tests read.
    env: {
      ...process.env,
      EDITOR_PORT: String(port),
      EDITOR_HOST: "127.0.0.1",
      EDITOR_BUILD_DIR: join(dir, "build"),
      EDITOR_PUBLIC_DIR: publicDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  // The editor is ready once it prints its address.
  const signIn = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 60_000);
    child.once("exit", () => resolve(undefined));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const printed = /Open (http:\/\/\S+)/.exec(line)?.[1];
      if (!printed) return;
      clearTimeout(timer);
      resolve(printed);
    });
  });
  if (!signIn) {
    stop();
    throw new Error("the editor did not print its address within 60 s");
  }
  const token = new URL(signIn).searchParams.get("token")!;
  return { base: `http://127.0.0.1:${port}`, port, signIn, token, file, publicDir, stop };
}

/**
 * The editor's interface languages and its two desktop widths, for the files that pair them
 * themselves (editor-publish checks its dialog in each language at the other's width;
 * editor-pictures both widths in one open page).
 */
export const editorLangs = ["mn", "en"] as const;
export const editorWidths = [1280, 1366] as const;

/**
 * The views the editor's browser tests run in: each interface language once and each width once,
 * not every pair (both widths are desktops with the same layout). Mongolian, whose labels are the
 * longer, at the narrower width.
 */
export const editorViews = [
  { lang: "mn", width: 1280 },
  { lang: "en", width: 1366 },
] as const;

/**
 * A file's flows that do the same in either language run once each, in turn in each view: driving
 * the editor is most of the browser tests' time. The words of both languages are checked apart
 * (editor-language.test.ts, and the dictionaries' types require both).
 */
export const [mongolianView, englishView] = editorViews;

/**
 * A new tab on the editor, signed in, in the given interface language (as a person who chose it
 * before would see it) and window width; resolves once the page list is drawn.
 */
export async function openEditor(
  browser: import("playwright-core").Browser,
  editor: EditorServer,
  { lang, width, height = 900 }: { lang: "mn" | "en"; width: number; height?: number },
): Promise<import("playwright-core").Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.addInitScript((chosen) => localStorage.setItem("editor-language", chosen), lang);
  await page.goto(editor.signIn);
  await page.locator(".sidebar").waitFor({ timeout: 60_000 });
  return page;
}

/**
 * Opens every closed section of the editor's form, those inside others once these are open, so
 * that every field can be seen: one visible closed section at a time, looked up again after each
 * click, since opening one changes which are closed and visible.
 */
export async function openSections(page: import("playwright-core").Page): Promise<void> {
  const closed = page.locator("main.form details:not([open]) > summary").filter({ visible: true });
  // Bounded: a form has a few dozen sections.
  for (let opened = 0; opened < 500 && (await closed.count()) > 0; opened++) await closed.first().click();
  expect(await closed.count()).toBe(0);
}

/** Reloads the tab and resolves the kind of dialog the browser asked first with ("beforeunload"), staying on the page. */
export function reloadAsks(tab: import("playwright-core").Page): Promise<string> {
  const asked = new Promise<string>((resolve) =>
    tab.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  void tab.reload().catch(() => undefined);
  return asked;
}
