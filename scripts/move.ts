// npm run move -- OLD NEW
// Moves the page at OLD to NEW in site.manifest.json (or SITE_MANIFEST): every link to it is
// rewritten, a redirect from the old address is recorded, and a backup of the file is kept.
import { movePageCounting, pageAt, PageChangeError } from "../src/authoring/move";
import { isDraft } from "../src/routes/status";
import { commandLine, type Usage } from "../src/cli/args";
import { bothLanguages } from "../src/i18n/said.ts";
import type { SiteManifest } from "../src/generated/manifest";
import { manifestFile } from "../src/manifest/load.server";
import { localizePath } from "../src/routes/table";
import { readSnapshot, save } from "../editor/store.server";
import { runManifestCommand } from "../src/cli/run";

const usage: Usage = {
  en: "npm run move -- OLD NEW   for example: npm run move -- /services/student /services/student-visa-500",
  mn: "npm run move -- ХУУЧИН ШИНЭ   жишээ нь: npm run move -- /services/student /services/student-visa-500",
};

function main(argv: string[]): number {
  const { positionals } = commandLine(argv, {
    options: {},
    positionals: 2,
    required: {
      en: "Name the page's path and its new path.",
      mn: "Хуудасны одоогийн хаяг болон шинэ хаягийг бичнэ үү.",
    },
    usage,
  });
  const [from, to] = positionals;
  const disk = readSnapshot(manifestFile);
  const manifest = disk.data as SiteManifest;
  const { manifest: moved, references } = movePageCounting(manifest, from, to);
  // The move keeps a valid manifest valid; whatever else it holds is npm run validate's to report.
  const result = save(manifestFile, moved, disk.version, () => [], true);
  if (result.status !== "saved") {
    console.error(
      bothLanguages({
        en: `Cannot move the page: ${manifestFile} changed while it was being moved; run the command again.`,
        mn: `Хаягийг сольж чадсангүй: шилжүүлж байх хооронд ${manifestFile} файл өөрчлөгдсөн тул командыг дахин ажиллуулна уу.`,
      }),
    );
    return 1;
  }
  const under = manifest.routes.map((r) => r.path).filter((p) => p.startsWith(`${from}/`));
  const count = references.length;
  // A draft was never on the site: no redirect is made for it.
  const redirected = !isDraft(pageAt(manifest, from));
  const [fromEn, toEn] = [localizePath(from, "en"), localizePath(to, "en")];
  console.log(
    bothLanguages({
      mn:
        `${manifestFile} файлд ${from} хуудсыг ${to} хаяг руу шилжүүлж (англи хувилбар нь: ${fromEn} → ${toEn}), ${count} холбоосыг шинэчиллээ` +
        (redirected ? "; хуучин хаягаар орсон зочид шинэ хаяг руу шилжинэ" : "") +
        (under.length ? `; доор нь байгаа хуудсууд хаягаа хадгална (${under.join(", ")})` : "") +
        `. Өмнөх хувилбар: ${result.backup}`,
      en:
        `Moved ${from} to ${to} (and ${fromEn} to ${toEn}) in ${manifestFile}: rewrote ${count} reference${count === 1 ? "" : "s"}` +
        (redirected ? ", and the old address now redirects to the new one" : "") +
        (under.length ? `; the pages under it keep their paths (${under.join(", ")})` : "") +
        `. Backup: ${result.backup}`,
    }),
  );
  return 0;
}

runManifestCommand({ en: "Cannot move the page", mn: "Хаягийг сольж чадсангүй" }, manifestFile, PageChangeError, () =>
  main(process.argv.slice(2)),
);
