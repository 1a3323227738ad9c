// The Vite config of `npm run build:fast`: the project's own, plus the plugin that prerenders the
// pages in worker threads (src/prerender/). Used with PRERENDER_WORKERS=1, which makes React Router
// prerender only the home page itself.
import { mergeConfig } from "vite";
import base from "../vite.config";
import { prerenderInWorkers } from "../src/prerender/plugin";

export default mergeConfig(base, { plugins: [prerenderInWorkers()] });
