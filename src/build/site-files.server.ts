import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Writes the files made from the whole manifest (src/seo/sitemap.ts siteFiles) into the client
 * folder, making the folders a redirect's page needs; each page (.html) goes through `page` first,
 * which gives it its Content-Security-Policy where the build does not do so afterwards.
 */
export function writeSiteFiles(
  clientDir: string,
  files: Record<string, string>,
  page: (file: string, html: string) => string = (_, html) => html,
): void {
  for (const [name, text] of Object.entries(files)) {
    const file = join(clientDir, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, name.endsWith(".html") ? page(name, text) : text);
  }
}
