import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { prerenderInWorkers } from "./src/prerender/plugin";

export default defineConfig({
  // The prerender of all but a few pages, in one worker thread per core (src/prerender/).
  plugins: [reactRouter(), prerenderInWorkers()],
  server: { port: 5173 },
});
