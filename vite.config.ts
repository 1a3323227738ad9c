import { defineConfig } from "vite";
import { manifestFile } from "./src/manifest/env.ts";
import { manifestPlugin } from "./src/dev/manifest-plugin.server.ts";
import { pagesPlugin } from "./src/dev/pages-plugin.server.ts";

// The configuration of `npm run dev`. The build bundles the browser's files with its own settings
// (src/build/bundle.server.ts); the dev server renders each page on request with the build's own
// renderer (src/render/), serves the islands' scripts and the stylesheet as it compiles them, and
// reloads the page when the manifest is saved, or shows its problems over the page.
export default defineConfig({
  appType: "custom",
  plugins: [pagesPlugin(), manifestPlugin({ file: manifestFile })],
  server: {
    // PORT chooses another port. One already in use stops the server rather than moving it to
    // another port unseen; npm run dev checks first, to say so in plain words (scripts/check-port.ts).
    port: Number(process.env.PORT || 5173),
    strictPort: true,
    // The dev server watches the sources, not the sites the build and the benchmark write: 20,000
    // folders of a synthetic site would exhaust the system's file watchers.
    watch: { ignored: ["**/build/**", "**/build.*/**", "**/bench-results/**", "**/node_modules/.cache/**"] },
  },
});
