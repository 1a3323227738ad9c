// npm run brand: draws the logo files of public/images/brand/ from the manifest's company name
// (settings.name) and the theme's colours: the mark, and the logo in each language on a light and
// on a dark background. Run it again after changing the name; a designer's own SVGs may replace
// the files (the manifest's settings.logo names them).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { drawLockup, lockupColors } from "../src/brand/lockup.server.ts";
import { drawMark } from "../src/brand/mark.ts";
import { commandLine } from "../src/cli/args.ts";
import { loadManifest } from "../src/manifest/load.server.ts";
import { languages } from "../src/routes/table.ts";

commandLine(process.argv.slice(2), { options: {}, usage: "npm run brand" });
const { name } = loadManifest().settings;
const folder = join("public", "images", "brand");
mkdirSync(folder, { recursive: true });
const files: Record<string, string> = { "mark.svg": drawMark(name[languages[0]]) };
for (const lang of languages) {
  files[`logo-${lang}.svg`] = drawLockup(name[lang], lockupColors.onLight, lang);
  files[`logo-${lang}-on-dark.svg`] = drawLockup(name[lang], lockupColors.onDark, lang);
}
for (const [file, svg] of Object.entries(files)) writeFileSync(join(folder, file), svg);
console.log(`Wrote ${Object.keys(files).join(", ")} in ${folder}/.`);
