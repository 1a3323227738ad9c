import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pageChunksPlugin } from "./src/bundle/chunks-plugin.ts";
import { siteStylesPlugin } from "./src/bundle/styles-plugin.ts";
import { manifestFile } from "./src/manifest/env.ts";
import { manifestPlugin } from "./src/dev/manifest-plugin.server.ts";
import { prerenderInWorkers } from "./src/prerender/plugin.ts";

export default defineConfig({
  // The site's stylesheet compiled from the components' styles; the prerender of all but a few
  // pages, in one worker thread per core (src/prerender/); under npm run dev, a saved manifest
  // reloads the page, or shows its problems in the overlay.
  plugins: [
    reactRouter(),
    siteStylesPlugin(),
    pageChunksPlugin(),
    prerenderInWorkers(),
    manifestPlugin({ file: manifestFile }),
  ],
  // The dev server watches the sources, not the sites the build and the benchmark write: 20,000
  // folders of a synthetic site would exhaust the system's file watchers.
  server: {
    // PORT chooses another port. One already in use stops the server rather than moving it to
    // another port unseen; npm run dev checks first, to say so in plain words (scripts/check-port.ts).
    port: Number(process.env.PORT || 5173),
    strictPort: true,
    watch: { ignored: ["**/build/**", "**/build.*/**", "**/build-stock-check/**", "**/bench-results/**"] },
  },
  // Of a package that re-exports many modules (lucide-react's 1,900 icons), only the modules the
  // site imports are compiled: 170 modules instead of 2,250, the same chunks (decision 18).
  // Rolldown's hint that plugins took most of a build of over 3 s shows only on a busy machine, and
  // names React Router's own plugins (its writeBundle renders the SPA fallback): nothing to act on.
  build: { rolldownOptions: { experimental: { lazyBarrel: true }, checks: { bundlerTimings: false } } },
  // The server build holds the icons the site draws, not lucide's 1,900 modules: each prerender
  // worker loads it about 0.2 s sooner.
  ssr: { noExternal: ["lucide-react"] },
});
