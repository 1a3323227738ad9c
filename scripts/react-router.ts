// tsx scripts/react-router.ts dev|typegen …: React Router's command line, as it is, less the one
// notice React Router 7 prints at each load of its config (scripts/build/react-router-output.ts).
import { spawn } from "node:child_process";
import { reactRouterLines } from "./build/react-router-output";

const child = spawn("node_modules/.bin/react-router", process.argv.slice(2), {
  stdio: ["inherit", "inherit", "pipe"],
});
const shown = reactRouterLines(child.stderr!, (line) => process.stderr.write(line));
// Ctrl-C reaches both processes: this one ends with React Router, after its last words.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", async (code, signal) => {
  await shown;
  process.exitCode = code ?? (signal === "SIGINT" ? 130 : 1);
});
