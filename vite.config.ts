import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pageChunksPlugin } from "./src/bundle/chunks-plugin.ts";

export default defineConfig({
  plugins: [reactRouter(), pageChunksPlugin()],
  server: { port: 5173 },
});
