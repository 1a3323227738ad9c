import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import { xssManifest } from "./manifest";

/** Builds the hostile fixture site the way `npm run build` builds the real one; resolves with its folder. */
export function buildXssSite(): Promise<string> {
  // Inside the project, beside the other builds the tests make; ignored by git.
  const dir = "node_modules/.cache/xss-site";
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, "xss.manifest.json");
  writeFileSync(manifest, JSON.stringify(xssManifest(), null, 2));
  // vitest sets NODE_ENV=test; the build is run as an author runs it.
  const env = { ...process.env, NODE_ENV: "production", SITE_MANIFEST: manifest, BUILD_DIRECTORY: join(dir, "build") };
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/build.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (chunk) => (log += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("exit", (code) =>
      code === 0
        ? resolve(join(dir, "build", "client"))
        : reject(new Error(`the fixture site did not build:\n${log.slice(-3000)}`)),
    );
  });
}

/** Every HTML file of a built site, as [URL path, file]. */
export function builtPages(client: string): [string, string][] {
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((path) => basename(path) === "index.html")
    .map((path): [string, string] => [
      "/" + dirname(path).split(sep).join("/").replace(/^\.$/, ""),
      join(client, path),
    ]);
}
