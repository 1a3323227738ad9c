import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A free port on 127.0.0.1, so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Starts `npm run serve` on build/client (or another built site) and resolves with its base URL once it answers. */
export async function startServer(root = "build/client"): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  // Its own process group: npx starts tsx, which starts node, and stopping must reach all three.
  const child: ChildProcess = spawn("npx", ["tsx", "scripts/serve.ts"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: root }, stdio: "pipe", detached: true });
  const kill = () => process.kill(-child.pid!, "SIGKILL");
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(base + "/");
      return { base, stop: kill };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  kill();
  throw new Error("the site server did not start within 10 s");
}
