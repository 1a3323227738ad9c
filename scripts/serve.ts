// npm run serve: the built site (build/client) on http://localhost:4173, PORT to choose another
// port. It follows npm run build: after a build, the next request is answered from the new site.
import { createServer } from "node:http";
import { dirname } from "node:path";
import { restoreInterruptedSwap } from "../src/build/atomic.server.ts";
import { commandLine } from "../src/cli/args.ts";
import { listenOrExplain, portFrom } from "../src/cli/port.server.ts";
import { builtSite, NoBuild } from "./serve/built-site.ts";

const root = process.env.BUILD_DIR ?? "build/client";
const host = process.env.HOST ?? "localhost";
const choice = { command: "npm run serve" };

commandLine(process.argv.slice(2), {
  options: {},
  usage: { en: "npm run serve, or PORT=4180 npm run serve", mn: "npm run serve, эсвэл PORT=4180 npm run serve" },
});
const port = portFrom(process.env.PORT, 4173, choice);
// A build that died between the two renames of its swap left the last site beside build/.
const restored = restoreInterruptedSwap(dirname(root));
if (restored) console.log(restored);
let site: ReturnType<typeof builtSite>;
try {
  site = builtSite(root);
} catch (error) {
  if (!(error instanceof NoBuild)) throw error;
  console.error(error.message);
  process.exit(1);
}
await listenOrExplain(createServer(site), port, host, choice);
console.log(`Serving ${root} on http://${host}:${port}`);
