import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { manifestFile } from "./src/dev/flags.ts";
import { manifestPlugin } from "./src/dev/manifest-plugin.server.ts";

// In the dev server, emotion loaded by Node comes as two copies (its development and production
// builds) with two theme contexts, and every page fails; loaded through Vite it is one.
const oneEmotion: Plugin = { name: "one-emotion", apply: "serve", config: () => ({ ssr: { noExternal: [/^@emotion\//] } }) };

export default defineConfig({
  // Under npm run dev, a saved manifest reloads the page, or shows its problems in the overlay.
  plugins: [reactRouter(), manifestPlugin({ file: manifestFile }), oneEmotion],
  server: { port: 5173 },
});
