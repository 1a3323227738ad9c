// npm run move -- OLD NEW
// Moves the page at OLD to NEW in site.manifest.json (or SITE_MANIFEST): every link to it is
// rewritten, a redirect from the old address is recorded, and a backup of the file is kept.
import { movePageCounting, pageAt, PageChangeError } from "../src/authoring/move";
import { isDraft } from "../src/routes/status";
import { commandLine } from "../src/cli/args";
import type { SiteManifest } from "../src/generated/manifest";
import { manifestFile } from "../src/manifest/load.server";
import { localizePath } from "../src/routes/table";
import { readSnapshot, save } from "../editor/store.server";
import { runManifestCommand } from "../src/cli/run";

const usage = "npm run move -- OLD NEW   for example: npm run move -- /services/student /services/student-visa-500";

function main(argv: string[]): number {
  const { positionals } = commandLine(argv, { options: {}, positionals: 2, usage });
  const [from, to] = positionals;
  if (!from || !to) {
    console.error(`Name the page's path and its new path.\nusage: ${usage}`);
    return 2;
  }
  const disk = readSnapshot(manifestFile);
  const manifest = disk.data as SiteManifest;
  const { manifest: moved, references } = movePageCounting(manifest, from, to);
  // The move keeps a valid manifest valid; whatever else it holds is npm run validate's to report.
  const result = save(manifestFile, moved, disk.version, () => [], true);
  if (result.status !== "saved") {
    console.error(`Cannot move the page: ${manifestFile} changed while it was being moved; run the command again.`);
    return 1;
  }
  const under = manifest.routes.map((r) => r.path).filter((p) => p.startsWith(`${from}/`));
  const count = references.length;
  console.log(
    `Moved ${from} to ${to} (and ${localizePath(from, "en")} to ${localizePath(to, "en")}) in ${manifestFile}: rewrote ${count} reference${count === 1 ? "" : "s"}` +
      // A draft was never on the site: no redirect is made for it.
      (isDraft(pageAt(manifest, from)) ? "" : ", and the old address now redirects to the new one") +
      (under.length ? `; the pages under it keep their paths (${under.join(", ")})` : "") +
      `. Backup: ${result.backup}`,
  );
  return 0;
}

runManifestCommand({ en: "Cannot move the page", mn: "Хаягийг сольж чадсангүй" }, manifestFile, PageChangeError, () =>
  main(process.argv.slice(2)),
);
