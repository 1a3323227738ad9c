import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../built/server";

export interface EditorServer {
  base: string;
  /** The temporary copy of the manifest the editor works on; the real one is never touched. */
  file: string;
  stop: () => void;
}

/** Starts `npm run edit` on a temporary copy of site.manifest.json. */
export async function startEditor(): Promise<EditorServer> {
  const dir = mkdtempSync(join(tmpdir(), "editor-"));
  const file = join(dir, "site.manifest.json");
  copyFileSync("site.manifest.json", file);
  const port = await freePort();
  const child: ChildProcess = spawn("npx", ["tsx", "editor/serve.server.ts", file], {
    env: { ...process.env, EDITOR_PORT: String(port), EDITOR_HOST: "127.0.0.1" },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(base + "/api/state").then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, file, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error("the editor did not start within 60 s");
}
