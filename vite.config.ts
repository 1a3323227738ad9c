import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pageChunksPlugin } from "./src/bundle/chunks-plugin.ts";
import { prerenderInWorkers } from "./src/prerender/plugin";

export default defineConfig({
  // The prerender of all but a few pages, in one worker thread per core (src/prerender/).
  plugins: [reactRouter(), pageChunksPlugin(), prerenderInWorkers()],
  server: { port: 5173 },
});
