import { describe, expect, it } from "vitest";
import type { Manifest } from "vite";
import { chunksOf } from "./chunks-plugin";

// The shape of the client build's .vite/manifest.json: source files, their chunks and static imports.
const manifest: Manifest = {
  "src/app/page.tsx": { file: "assets/page-1.js", isEntry: true, imports: ["_layout.js"] },
  "templates/visa.tsx": {
    file: "assets/templates/visa-2.js",
    isDynamicEntry: true,
    imports: ["_layout.js", "_stat-tiles.js"],
  },
  "templates/page.tsx": { file: "assets/templates/page-3.js", isDynamicEntry: true, imports: [] },
  "templates/blocks/hero.tsx": { file: "assets/blocks/hero-4.js", isDynamicEntry: true, imports: ["_stat-tiles.js"] },
  "_layout.js": { file: "assets/layout-5.js" },
  "_stat-tiles.js": { file: "assets/stat-tiles-6.js", imports: ["_layout.js"] },
};

describe("the chunks of each template and block", () => {
  it("are its own file and what it imports, less what every page loads already", () => {
    expect(chunksOf(manifest, "/")).toEqual({
      templates: {
        visa: ["/assets/templates/visa-2.js", "/assets/stat-tiles-6.js"],
        page: ["/assets/templates/page-3.js"],
      },
      blocks: { hero: ["/assets/blocks/hero-4.js", "/assets/stat-tiles-6.js"] },
    });
  });

  it("are written under the site's base path", () => {
    expect(chunksOf(manifest, "/site/").templates.page).toEqual(["/site/assets/templates/page-3.js"]);
  });
});
