// An SVG with a script in public/: the validator refuses it, so the build stops and publishes
// nothing; and one that reached the built site anyway (copied there by hand, say) cannot run when
// opened, because _headers gives files of public/ a policy under which nothing runs.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, openSite, type Site } from "./browser";

// A copy of the project whose public/ is the fixture's pictures and the site's own _headers, so
// that a hostile file never enters the project's public/. Its node_modules are the project's: the
// kept bundles are shared.
const project = resolve("node_modules/.cache/svg-check");
const hostile = resolve("tests/fixtures/hostile/svg/script.svg");
const client = join(project, "build", "client");

/** What `npm run build` runs, in the copy, as an author runs it (not under vitest's NODE_ENV). */
function build() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  return spawnSync("node_modules/.bin/tsx", ["scripts/build.ts"], {
    cwd: project,
    env: { ...env, SITE_MANIFEST: "site.manifest.json", BUILD_DIRECTORY: "build" },
    encoding: "utf8",
    timeout: 10 * 60_000,
    killSignal: "SIGKILL",
  });
}

beforeAll(() => {
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project, { recursive: true });
  for (const name of [
    "src",
    "templates",
    "scripts",
    "editor",
    "schema",
    "package.json",
    "package-lock.json",
    "tsconfig.json",
  ])
    cpSync(name, join(project, name), { recursive: true });
  cpSync("tests/fixtures/public", join(project, "public"), { recursive: true });
  copyFileSync("public/_headers", join(project, "public", "_headers"));
  copyFileSync("tests/fixtures/minimal.manifest.json", join(project, "site.manifest.json"));
  symlinkSync(resolve("node_modules"), join(project, "node_modules"), "dir");
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("an SVG with a script in public/", () => {
  it(
    "stops the build, which names the file and the script, and publishes nothing of it",
    () => {
      const clean = build();
      expect(clean.status, clean.stdout + clean.stderr).toBe(0);
      expect(existsSync(join(client, "images", "monash.svg"))).toBe(true);

      copyFileSync(hostile, join(project, "public", "images", "evil.svg"));
      const refused = build();
      rmSync(join(project, "public", "images", "evil.svg"));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        "public/images/evil.svg holds a <script> element (line 1, column 91): opened on its own it could run script on the site's address",
      );
      expect(refused.stderr).toContain("The build failed; build/ is unchanged.");
      expect(existsSync(join(client, "images", "evil.svg"))).toBe(false);
    },
    20 * 60_000,
  );
});

describe("an SVG with a script that reached the built site anyway", () => {
  let site: Site;
  beforeAll(async () => {
    // Past the validator: put beside the site's pictures and at its root, as a hand could.
    copyFileSync(hostile, join(client, "images", "evil.svg"));
    copyFileSync(hostile, join(client, "evil.svg"));
    writeFileSync(
      join(client, "images", "styled.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><style>.a { fill: rgb(0, 128, 0) }</style>' +
        '<rect class="a" width="10" height="10"/><rect x="10" width="10" height="10" style="fill: rgb(0, 0, 255)"/></svg>',
    );
    site = await openSite(client);
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  /** Opens `path` directly and says whether the picture's script asked for /svg-script-ran. */
  async function scriptRan(page: Page, path: string): Promise<boolean> {
    let ran = false;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/svg-script-ran") ran = true;
    });
    await page.goto(site.base + path);
    // The script runs as the picture loads; a request it makes is sent before the page settles.
    await page.waitForLoadState("networkidle");
    return ran;
  }

  for (const path of ["/images/evil.svg", "/evil.svg"])
    it(`${path}, opened on its own, is sent with a policy under which its script does not run`, async () => {
      const { page, trouble } = await newPage(site);
      const response = await fetch(site.base + path);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      );
      expect(await scriptRan(page, path)).toBe(false);
      // Chromium says why it did not run it.
      expect(trouble.console.join("\n")).toMatch(/sandbox|Content Security Policy/i);
      await page.close();
    });

  it("the same picture sent without that policy does run: what the test watches for is real", async () => {
    const { page } = await newPage(site);
    const svg = readFileSync(hostile, "utf8");
    await page.route(site.base + "/unprotected.svg", (route) =>
      route.fulfill({ status: 200, contentType: "image/svg+xml", body: svg }),
    );
    expect(await scriptRan(page, "/unprotected.svg")).toBe(true);
    await page.close();
  });

  it("the site's own pictures, opened on their own, are drawn under the same policy without a complaint", async () => {
    const { page, trouble } = await newPage(site);
    await page.goto(site.base + "/images/monash.svg");
    const box = await page.locator("svg").boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(trouble.all()).toEqual([]);
    await page.close();
  });

  it("a picture's own styles, in <style> and in style attributes, still apply", async () => {
    const { page, trouble } = await newPage(site);
    await page.goto(site.base + "/images/styled.svg");
    const fills = await page.locator("rect").evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill));
    expect(fills).toEqual(["rgb(0, 128, 0)", "rgb(0, 0, 255)"]);
    expect(trouble.all()).toEqual([]);
    await page.close();
  });
});
