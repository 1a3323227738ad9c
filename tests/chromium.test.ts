import { describe, expect, it } from "vitest";
import { findChromium, usualPlaces } from "./chromium";

/** A machine whose only files are `files`; records each place looked at, in order. */
function machine(...files: string[]) {
  const looked: string[] = [];
  const exists = (path: string) => (looked.push(path), files.includes(path));
  return { looked, exists };
}

describe("the browser the browser tests start", () => {
  it("is CHROMIUM_PATH when it is set, without looking anywhere else", () => {
    const { looked, exists } = machine("/opt/chrome/chrome", "/usr/bin/chromium");
    expect(findChromium({ CHROMIUM_PATH: "/opt/chrome/chrome" }, exists)).toBe("/opt/chrome/chrome");
    expect(looked).toEqual(["/opt/chrome/chrome"]);
  });

  it("else the first usual place that exists, tried in order: Debian's Chromium first, then Ubuntu's, Google's, snap's and macOS's", () => {
    expect(usualPlaces.slice(0, 5)).toEqual([
      "/usr/bin/chromium",
      "/usr/bin/chromium-browser",
      "/usr/bin/google-chrome",
      "/usr/bin/google-chrome-stable",
      "/snap/bin/chromium",
    ]);
    expect(usualPlaces).toContain("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome");
    // GitHub's Ubuntu runners have Google Chrome and no Chromium.
    const runner = machine("/usr/bin/google-chrome", "/usr/bin/google-chrome-stable");
    expect(findChromium({}, runner.exists)).toBe("/usr/bin/google-chrome");
    expect(runner.looked).toEqual(["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]);
    expect(findChromium({}, machine(...usualPlaces).exists)).toBe("/usr/bin/chromium");
    const mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(findChromium({ CHROMIUM_PATH: "" }, machine(mac).exists)).toBe(mac);
  });

  it("fails with how to install one when there is none", () => {
    const { looked, exists } = machine();
    expect(() => findChromium({}, exists)).toThrow(
      /^No Chromium or Chrome was found in \/usr\/bin\/chromium, .*\. Install Debian's Chromium \(sudo apt-get install chromium\), or set CHROMIUM_PATH to a Chromium or Chrome program/,
    );
    expect(looked).toEqual(usualPlaces);
  });

  it("fails when CHROMIUM_PATH names no file, rather than start another browser", () => {
    const { exists } = machine("/usr/bin/chromium");
    expect(() => findChromium({ CHROMIUM_PATH: "/opt/chrom" }, exists)).toThrow(
      /^CHROMIUM_PATH is \/opt\/chrom, but there is no such file\. Install Debian's Chromium \(sudo apt-get install chromium\), or set CHROMIUM_PATH/,
    );
  });
});
