// Where the browser tests find Chromium or Chrome: CHROMIUM_PATH when it is set, else the first of the
// usual places (Debian's and Ubuntu's packages, Google's, snap's, macOS's) that exists.
import { existsSync } from "node:fs";

/** How Chromium is started for tests and screenshots: headless, sandbox-free for containers, quiet. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  // Without a GPU, compositing is done in software: as a thread of the browser process rather than
  // a process of its own, it spends a tenth less CPU on a suite of page checks (pages.test.ts).
  "--in-process-gpu",
];

/** The usual places of Chromium and Chrome, in the order they are tried. */
export const usualPlaces = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

const installHint =
  "Install Debian's Chromium (sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome " +
  "program, for example: CHROMIUM_PATH=/path/to/chrome npm test";

/**
 * The Chromium or Chrome program to start. A CHROMIUM_PATH that names no file is an error, not a
 * reason to start another browser than the one asked for.
 */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    if (exists(chosen)) return chosen;
    throw new Error(`CHROMIUM_PATH is ${chosen}, but there is no such file. ${installHint}`);
  }
  const found = usualPlaces.find((path) => exists(path));
  if (found) return found;
  throw new Error(`No Chromium or Chrome was found in ${usualPlaces.join(", ")}. ${installHint}`);
}
