import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { pageChunksPlugin } from "./src/bundle/chunks-plugin.ts";
import { manifestFile } from "./src/dev/flags.ts";
import { manifestPlugin } from "./src/dev/manifest-plugin.server.ts";
import { prerenderInWorkers } from "./src/prerender/plugin.ts";

// In the dev server, emotion loaded by Node comes as two copies (its development and production
// builds) with two theme contexts, and every page fails; loaded through Vite it is one.
const oneEmotion: Plugin = { name: "one-emotion", apply: "serve", config: () => ({ ssr: { noExternal: [/^@emotion\//] } }) };

export default defineConfig({
  // The prerender of all but a few pages, in one worker thread per core (src/prerender/); under
  // npm run dev, a saved manifest reloads the page, or shows its problems in the overlay.
  plugins: [reactRouter(), pageChunksPlugin(), prerenderInWorkers(), manifestPlugin({ file: manifestFile }), oneEmotion],
  server: { port: 5173 },
});
