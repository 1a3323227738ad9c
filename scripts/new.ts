// npm run new -- <template> <path> [--nav <menu>]   (a menu by its name or its label in either language)
// Adds a page of the template to site.manifest.json as a draft, every text marked TODO, and lists it
// in a menu (hidden until the page is published).
import { commandLine, type Usage } from "../src/cli/args.ts";
import { bothLanguages } from "../src/i18n/said.ts";
import { addPage, NewPageError } from "../src/authoring/new-page";
import { runManifestCommand } from "../src/cli/run";
import { manifestFile } from "../src/manifest/load.server";
import { localizePath } from "../src/routes/table";
import { loadSchemas } from "../src/validate/schemas.server";
import { readSnapshot, save } from "../editor/store.server";

const usage: Usage = {
  en: 'npm run new -- <template> <path> [--nav <menu>]   for example: npm run new -- visa /services/work-visa-482 --nav travel (a menu by its name or its label: --nav "Аялал")',
  mn: 'npm run new -- <загвар> <хаяг> [--nav <цэс>]   жишээ нь: npm run new -- visa /services/work-visa-482 --nav travel (цэсийг нэрээр нь эсвэл гарчгаар нь: --nav "Аялал")',
};

function main(argv: string[]): number {
  const { values, positionals } = commandLine(argv, {
    options: { nav: { type: "string" } },
    positionals: 2,
    required: {
      en: "Name the template and the path of the new page.",
      mn: "Шинэ хуудасны загвар болон хаягийг бичнэ үү.",
    },
    usage,
  });
  const [template, path] = positionals;
  const menu = values.nav;
  const schemas = loadSchemas("schema");
  // Read strictly: a manifest in another encoding is refused, not written back with its letters lost.
  const disk = readSnapshot(manifestFile);
  const added = JSON.parse(addPage(disk.text, schemas, { template, path, nav: menu })) as unknown;
  // Written as every change is: in one step, unless the file changed meanwhile, the version it replaces kept.
  const result = save(manifestFile, added, disk.version, () => [], true);
  if (result.status !== "saved") {
    console.error(
      bothLanguages({
        en: `Cannot add the page: ${manifestFile} changed while the page was being added; run the command again.`,
        mn: `Хуудсыг нэмж чадсангүй: хуудсыг нэмж байх хооронд ${manifestFile} файл өөрчлөгдсөн тул командыг дахин ажиллуулна уу.`,
      }),
    );
    return 1;
  }
  const english = localizePath(path, "en");
  console.log(
    bothLanguages({
      mn: [
        `${manifestFile} файлд ${template} загварын ${path} хуудсыг (англи хувилбар нь: ${english}) нэмлээ${menu ? `, «${menu}» цэсэнд оруулсан` : ""}. Өмнөх хувилбар: ${result.backup}`,
        `Бүх текст TODO гэж эхэлнэ: тэдгээрийг бичээд, юу үлдсэнийг npm run validate-ээр харна уу.`,
        `Хуудас ноорог байна: "status": "published" гэж тохируулах хүртэл (TODO гэж эхэлсэн текст үлдээгүй үед) сайтад гарахгүй${menu ? ", цэсэнд ч харагдахгүй" : ""}.`,
      ].join("\n"),
      en: [
        `Added the ${template} page ${path} (and ${english}) to ${manifestFile}${menu ? `, listed in the menu "${menu}"` : ""}. Backup: ${result.backup}`,
        `Every text starts with TODO: write them, then run npm run validate to see what is left.`,
        `The page is a draft: the site leaves it out${menu ? ", and hides its menu entry," : ""} until you set "status": "published" (once no text starts with TODO).`,
      ].join("\n"),
    }),
  );
  return 0;
}

runManifestCommand({ en: "Cannot add the page", mn: "Хуудсыг нэмж чадсангүй" }, manifestFile, NewPageError, () =>
  main(process.argv.slice(2)),
);
