import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempFolder } from "../tests/temp-folders";
import { buildAtomically, workFolders } from "../src/build/atomic.server";
import { startServer } from "../tests/built/server";

/** Writes a small built site into folder/client: its pages, a policy for each, its not-found pages. */
function writeSite(folder: string, build: string, pages: Record<string, string>) {
  const files: Record<string, string> = {
    "404/index.html": `<h1>${build}: page not found</h1>`,
    "en/404/index.html": `<h1>${build}: page not found (English)</h1>`,
    _headers: Object.keys(pages)
      .map((path) => `${path}\n  Content-Security-Policy: script-src 'sha256-${build}'\n`)
      .join(""),
  };
  for (const [path, html] of Object.entries(pages)) files[`${path.slice(1) || "index"}.html`] = html;
  for (const [name, text] of Object.entries(files)) {
    const file = join(folder, "client", name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** `npm run serve` (or the port check of npm start and npm run dev), as a person sees it end. */
function run(script: string, env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    encoding: "utf8",
  });
  return { code: result.status, err: result.stderr };
}

const held: Server[] = [];
afterEach(() => {
  held.splice(0).forEach((server) => server.close());
});

/** A port some other program listens on. */
async function takenPort(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

describe("npm run serve", () => {
  it("follows npm run build: after the swap it serves the new pages, headers and not-found pages", async () => {
    const target = join(tempFolder("serve-"), "build");
    await buildAtomically(target, async (folder) =>
      writeSite(folder, "first", { "/": "<h1>first home</h1>", "/old": "<h1>an old page</h1>" }),
    );
    const { base, stop } = await startServer(join(target, "client"));
    try {
      const before = await fetch(base + "/");
      expect(before.headers.get("content-security-policy")).toBe("script-src 'sha256-first'");
      expect(await before.text()).toBe("<h1>first home</h1>");
      expect((await fetch(base + "/new")).status).toBe(404);

      // What npm run build does at its end: the new site takes the place of the old one.
      await buildAtomically(target, async (folder) =>
        writeSite(folder, "second", { "/": "<h1>the second build's home page</h1>", "/new": "<h1>a new page</h1>" }),
      );
      const home = await fetch(base + "/");
      expect(home.headers.get("content-security-policy")).toBe("script-src 'sha256-second'");
      expect(await home.text()).toBe("<h1>the second build's home page</h1>");
      const added = await fetch(base + "/new");
      expect([added.status, added.headers.get("content-security-policy"), await added.text()]).toEqual([
        200,
        "script-src 'sha256-second'",
        "<h1>a new page</h1>",
      ]);
      const removed = await fetch(base + "/old");
      expect([removed.status, await removed.text()]).toEqual([404, "<h1>second: page not found</h1>"]);
      expect(await (await fetch(base + "/en/old")).text()).toBe("<h1>second: page not found (English)</h1>");
    } finally {
      stop();
    }
  }, 60_000);

  it("after a build that died between the two renames of its swap, serves the last site built", async () => {
    const target = join(tempFolder("serve-"), "build");
    writeSite(workFolders(target).previous, "last", { "/": "<h1>the last site built</h1>" });
    writeSite(workFolders(target).next, "new", { "/": "<h1>a site never put in place</h1>" });
    const { base, stop } = await startServer(join(target, "client"));
    try {
      const home = await fetch(base + "/");
      expect([home.status, await home.text()]).toEqual([200, "<h1>the last site built</h1>"]);
    } finally {
      stop();
    }
  }, 60_000);

  it("before any build, says to run npm run build first", () => {
    const missing = join(tempFolder("serve-"), "build", "client");
    expect(run("scripts/serve.ts", { BUILD_DIR: missing })).toEqual({
      code: 1,
      err: `There is no built site in ${missing}: run npm run build first.\n`,
    });
  });

  it("on a port already in use, names it and how to choose another, in two lines", async () => {
    const site = tempFolder("serve-");
    writeSite(site, "first", { "/": "<h1>home</h1>" });
    const port = await takenPort();
    const { code, err } = run("scripts/serve.ts", { BUILD_DIR: join(site, "client"), PORT: String(port) });
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(
        `^Port ${port} is already in use, by another copy of the site or another program\\.\\n` +
          `Stop it, or choose another port: PORT=\\d+ npm run serve\\n$`,
      ),
    );
  });

  it("with an option it does not take, says so, and how to choose the port", () => {
    expect(run("scripts/serve.ts", {}, "--port", "4180")).toEqual({
      code: 2,
      err:
        "--port гэсэн сонголт алга; энэ команд сонголт авдаггүй.\nБичих нь: npm run serve, эсвэл PORT=4180 npm run serve\n" +
        "There is no option --port; this command takes none.\nusage: npm run serve, or PORT=4180 npm run serve\n",
    });
  });
});

describe("npm start and npm run dev", () => {
  it("check their port before they build or start: a port in use is said in two lines, with the command to choose another", async () => {
    const port = await takenPort();
    for (const [event, command] of [
      ["start", "npm start"],
      ["dev", "npm run dev"],
    ]) {
      const { code, err } = run("scripts/check-port.ts", { PORT: String(port), npm_lifecycle_event: event }, "4173");
      expect(code).toBe(1);
      expect(err.split("\n")).toEqual([
        `Port ${port} is already in use, by another copy of the site or another program.`,
        expect.stringMatching(new RegExp(`^Stop it, or choose another port: PORT=\\d+ ${command}$`)),
        "",
      ]);
    }
  });
});
