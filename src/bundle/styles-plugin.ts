import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { styleModules } from "../ui/sheet.server.ts";

const id = "virtual:site.css";
const cacheDir = "node_modules/.cache/site-styles";

/** What the stylesheet is made from: the modules of styles, the theme and the code that writes it. */
function sourcesOf(base: string): string[] {
  return [...styleModules(base), "src/theme.ts", "src/ui/styled.ts", "src/ui/sheet.server.ts"].map((file) =>
    join(base, file),
  );
}

/**
 * The stylesheet, written by scripts/build/print-styles.ts in a process of its own and kept by the
 * hash of its sources: a build loads it twice (client and server), and an unchanged one is reused.
 */
export function siteStylesheet(base = process.cwd()): string {
  const key = createHash("sha256");
  for (const file of sourcesOf(base)) key.update(file).update(readFileSync(file));
  const cached = join(base, cacheDir, `${key.digest("hex").slice(0, 20)}.css`);
  if (existsSync(cached)) return readFileSync(cached, "utf8");
  const css = execFileSync(process.execPath, ["--import", "tsx", "scripts/build/print-styles.ts"], {
    cwd: base,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  mkdirSync(join(base, cacheDir), { recursive: true });
  writeFileSync(cached, css);
  return css;
}

/**
 * Serves `virtual:site.css`, the site's stylesheet compiled from the components' styles
 * (src/ui/styled.ts). Under `npm run dev`, saving a module of styles updates it in the page.
 * `{ empty: true }` gives an empty sheet, for unit tests that never look at styles.
 */
export function siteStylesPlugin({ empty = false } = {}): Plugin {
  let base = process.cwd();
  // A stylesheet's path, though no such file exists: Vite makes it one CSS file of the client build,
  // linked by the root, and React Router's dev server puts it in each page's HTML as it does files.
  let resolvedId = join(base, "site.css");
  return {
    name: "site-styles",
    configResolved(config) {
      base = resolve(config.root);
      resolvedId = join(base, "site.css");
    },
    // The dev server asks for it again by its URL, /site.css.
    resolveId: (source) => (source === id || source === "/site.css" || source === resolvedId ? resolvedId : undefined),
    load: (loaded) => (loaded === resolvedId ? (empty ? "" : siteStylesheet(base)) : undefined),
    hotUpdate({ file, modules }) {
      if (!sourcesOf(base).includes(file)) return;
      const sheet = this.environment.moduleGraph.getModuleById(resolvedId);
      if (!sheet) return;
      this.environment.moduleGraph.invalidateModule(sheet);
      return [...modules, sheet];
    },
  };
}
