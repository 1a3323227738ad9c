// The promise, end to end on a copy of the real site: after npm run move, no reference to
// the old path is left outside the redirects, the page is built at its new path in both languages,
// and its old address sends visitors on (a _redirects line and a page at the old address).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referencesTo } from "../../src/authoring/references";
import { startServer } from "./server";

const from = "/services/student";
const to = "/services/student-visa-500";
// Beside the copy of the manifest, never inside build/, which other files' tests read meanwhile.
const folder = mkdtempSync(join(tmpdir(), "moved-site-"));
const target = join(folder, "build");
const client = join(target, "client");
const manifestFile = join(folder, "site.manifest.json");
let moveOutput = "";

const outsideVitest = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")));

beforeAll(() => {
  cpSync("site.manifest.json", manifestFile);
  const env = { ...outsideVitest(), SITE_MANIFEST: manifestFile, BUILD_DIRECTORY: target };
  const move = spawnSync("node_modules/.bin/tsx", ["scripts/move.ts", from, to], { env, encoding: "utf8" });
  if (move.status !== 0) throw new Error(`npm run move failed:\n${move.stderr}`);
  moveOutput = move.stdout;
  const build = spawnSync("node_modules/.bin/tsx", ["scripts/build.ts"], {
    env,
    encoding: "utf8",
    timeout: 10 * 60_000,
    killSignal: "SIGKILL",
  });
  if (build.status !== 0)
    throw new Error(`the build failed:\n${build.stdout.slice(-2000)}\n${build.stderr.slice(-2000)}`);
}, 11 * 60_000);
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const documentOf = (file: string) => new JSDOM(readFileSync(join(client, file), "utf8")).window.document;

describe(`npm run move -- ${from} ${to}, then npm run build`, () => {
  it("leaves no reference to the old path outside the redirects", () => {
    const text = readFileSync(manifestFile, "utf8");
    const manifest = JSON.parse(text);
    expect(moveOutput).toMatch(/rewrote 11 references/);
    expect(referencesTo(manifest, from)).toEqual([]);
    expect(manifest.redirects).toContainEqual({ from, to });
    // Nor anywhere in the text as a path: only the redirect's "from".
    expect(text.match(/\/services\/student(?=["'#)\\])/g)).toEqual([from]);
  });

  it("builds the page at its new path in both languages", () => {
    for (const [file, lang, path] of [
      [`${to.slice(1)}/index.html`, "mn", to],
      [`en${to}/index.html`, "en", `/en${to}`],
    ]) {
      const document = documentOf(file);
      expect(document.documentElement.lang).toBe(lang);
      expect(new URL(document.querySelector('link[rel="canonical"]')!.getAttribute("href")!).pathname).toBe(path);
      expect(document.querySelector("h1")?.textContent).toMatch(/500/);
    }
  });

  it("redirects the old address in both languages: in _redirects and with a page at the old address", () => {
    const lines = readFileSync(join(client, "_redirects"), "utf8").split("\n");
    expect(lines).toContain(`${from} ${to} 301`);
    expect(lines).toContain(`/en${from} /en${to} 301`);
    for (const [file, lang, path, moved] of [
      [`${from.slice(1)}/index.html`, "mn", to, "Энэ хуудас шинэ хаяг руу шилжсэн"],
      [`en${from}/index.html`, "en", `/en${to}`, "This page has moved"],
    ]) {
      const document = documentOf(file);
      expect(document.documentElement.lang).toBe(lang);
      expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe(`0; url=${path}`);
      expect(new URL(document.querySelector('link[rel="canonical"]')!.getAttribute("href")!).pathname).toBe(path);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(document.querySelector("h1")?.textContent).toBe(moved);
      expect(document.querySelector("main a")?.getAttribute("href")).toBe(path);
      expect(document.querySelector('meta[http-equiv="Content-Security-Policy"]')).not.toBeNull();
    }
  });

  it("serves the old address with the page that sends visitors on, with its policy header", async () => {
    const server = await startServer(client);
    try {
      const response = await fetch(`${server.base}/en${from}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(await response.text()).toContain(`<meta http-equiv="refresh" content="0; url=/en${to}"/>`);
    } finally {
      server.stop();
    }
  });
});
