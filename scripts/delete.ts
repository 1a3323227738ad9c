// npm run delete -- PATH [--redirect-to OTHER]
// Deletes the page at PATH from site.manifest.json (or SITE_MANIFEST) and its menu entries. While
// other pages link to it, it is refused and they are listed; with --redirect-to, those links go to
// OTHER instead and the old address redirects there. A backup of the file is kept.
import { dirname, join } from "node:path";
import { deletePageCounting } from "../src/authoring/delete";
import { PageChangeError } from "../src/authoring/move";
import { commandLine, type Usage } from "../src/cli/args";
import { bothLanguages } from "../src/i18n/said.ts";
import type { SiteManifest } from "../src/generated/manifest";
import { manifestFile } from "../src/manifest/load.server";
import { readManifestText } from "../src/manifest/read.server";
import { localizePath } from "../src/routes/table";
import { createValidator } from "../src/validate/index.server";
import { report } from "../src/validate/report";
import { formSchemas } from "../editor/form-schemas.server";
import { placeWords } from "../editor/app/form/place-words";
import { words } from "../editor/app/words";
import { readSnapshot, save } from "../editor/store.server";
import { runManifestCommand } from "../src/cli/run";

const usage: Usage = {
  en: "npm run delete -- PATH [--redirect-to OTHER]   for example: npm run delete -- /services/old-offer --redirect-to /services",
  mn: "npm run delete -- ХАЯГ [--redirect-to ӨӨР_ХАЯГ]   жишээ нь: npm run delete -- /services/old-offer --redirect-to /services",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function main(argv: string[]): number {
  const { values, positionals } = commandLine(argv, {
    options: { "redirect-to": { type: "string" } },
    positionals: 1,
    required: { en: "Name the path of the page to delete.", mn: "Устгах хуудасны хаягийг бичнэ үү." },
    usage,
  });
  const [path] = positionals;
  const redirectTo = values["redirect-to"];
  const disk = readSnapshot(manifestFile);
  const result = deletePageCounting(disk.data as SiteManifest, path, { redirectTo });
  if ("refused" in result) {
    // Each place as the editor names it, then where the file has it; in Mongolian first, then in English.
    const schemas = formSchemas("schema");
    const places = (lang: "mn" | "en") =>
      result.refused.map(
        (place) =>
          `  ${placeWords(schemas, disk.data as SiteManifest, place.pointer, lang, words[lang])} (${place.path.startsWith("/") ? `${lang === "mn" ? "хуудас" : "the page"} ${place.path}` : place.path}, ${lang === "mn" ? "талбар" : "field"} ${place.where})`,
      );
    const count = result.refused.length;
    const instead = `npm run delete -- ${path} --redirect-to OTHER`;
    console.error(
      [
        `«${path}» хуудсыг устгаж чадсангүй: ${count} газар түүн рүү холбоос заасан хэвээр байна:`,
        ...places("mn"),
        `Эдгээр холбоосыг эхлээд өөрчлөх буюу хасах, эсвэл зочдыг нь илгээх хуудсаа нэрлэнэ үү: ${instead}`,
        `Cannot delete ${path}: ${plural(count, "place")} still link${count === 1 ? "s" : ""} to it:`,
        ...places("en"),
        `Change or remove those links first, or name a page to send its visitors to instead: ${instead}`,
      ].join("\n"),
    );
    return 1;
  }
  // Deleting keeps a valid manifest valid; whatever else it holds is npm run validate's to report.
  const saved = save(manifestFile, result.manifest, disk.version, () => [], true);
  if (saved.status !== "saved") {
    console.error(
      bothLanguages({
        en: `Cannot delete the page: ${manifestFile} changed meanwhile; run the command again.`,
        mn: `Хуудсыг устгаж чадсангүй: энэ хооронд ${manifestFile} файл өөрчлөгдсөн тул командыг дахин ажиллуулна уу.`,
      }),
    );
    return 1;
  }
  const { menuEntries, references } = result;
  const english = localizePath(path, "en");
  console.log(
    bothLanguages({
      mn:
        `${manifestFile} файлаас ${path} хуудсыг (англи хувилбар нь: ${english}) устгалаа` +
        (menuEntries ? `, цэснээс ${menuEntries} холбоосыг хассан` : "") +
        (redirectTo
          ? `, ${references} холбоосыг ${redirectTo} руу зааж, хуучин хаягаар орсон зочдыг тийш шилжүүлнэ`
          : "") +
        `. Өмнөх хувилбар: ${saved.backup}`,
      en:
        `Deleted ${path} (and ${english}) from ${manifestFile}` +
        (menuEntries ? `, removed ${plural(menuEntries, "menu entry", "menu entries")}` : "") +
        (redirectTo
          ? `, rewrote ${plural(references, "reference")} to ${redirectTo}, and the old address now redirects there`
          : "") +
        `. Backup: ${saved.backup}`,
    }),
  );
  // A menu column whose only link was the page is left empty, with its heading, for the author to fill or remove.
  const validate = createValidator({ schemaDir: "schema", publicDir: join(dirname(manifestFile), "public") });
  const errors = validate(readManifestText(manifestFile)).problems.filter((p) => p.severity === "error");
  if (errors.length)
    console.error(
      `${bothLanguages({ mn: "Засах зүйл үлдлээ:", en: "Still to fix:" })}\n${report(manifestFile, errors, "text")}`,
    );
  return 0;
}

runManifestCommand(
  { en: "Cannot delete the page", mn: "Хуудсыг устгаж чадсангүй" },
  manifestFile,
  PageChangeError,
  () => main(process.argv.slice(2)),
);
