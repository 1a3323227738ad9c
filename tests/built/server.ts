import { spawn, type ChildProcess } from "node:child_process";
import { vi } from "vitest";
import { freePort } from "../free-port";

/**
 * Starts `npm run serve` on a built site (build/client unless told) and resolves with its base URL
 * once it answers. The server runs in its own process group, stopped whole. It is started as npm's
 * script would run it (tsx), by this Node directly: npx would cost a process more for each of the
 * some forty servers the tests start.
 */
export async function startServer(root = "build/client"): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...process.env, BUILD_DIR: root, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await vi.waitFor(() => fetch(base + "/"), { timeout: 30_000, interval: 100 });
  } catch {
    stop();
    throw new Error("the site server did not start within 30 s");
  }
  return { base, stop };
}
