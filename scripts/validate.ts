// npm run validate [-- FILE] [--format text|json|github]
// Exit 0 when the manifest is valid, 1 when it is not, 2 when the file cannot be read.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { commandLine } from "../src/cli/args.ts";
import { bothLanguages } from "../src/i18n/said.ts";
import { decodeManifest } from "../src/manifest/encoding.ts";
import { readManifestBytes, UnreadableFileError } from "../src/manifest/read-file.server.ts";
import { createValidator } from "../src/validate/index.server";
import { report, type ReportFormat } from "../src/validate/report";

const formats: ReportFormat[] = ["text", "json", "github"];
const usage = "npm run validate [-- FILE] [--format text|json|github]";

function main(argv: string[]): number {
  const { values, positionals } = commandLine(argv, {
    options: { format: { type: "string", choices: formats } },
    positionals: 1,
    usage,
  });
  const [file = "site.manifest.json"] = positionals;
  const format = (values.format ?? "text") as ReportFormat;
  // A folder, a device (/dev/zero), a pipe or a file over the limit is refused before it is read.
  let bytes: Buffer;
  try {
    bytes = readManifestBytes(file);
  } catch (e) {
    if (!(e instanceof UnreadableFileError)) throw e;
    console.error(
      bothLanguages({
        mn: `${file} файлыг шалгаж чадсангүй: ${e.reason.mn}.`,
        en: `Cannot check ${file}: ${e.reason.en}.`,
      }),
    );
    return 2;
  }
  // A file in another encoding is reported, never read with its letters lost.
  const { text, problem } = decodeManifest(bytes);
  if (problem) {
    console.error(report(file, [problem], format));
    return 1;
  }
  // Images and other files a manifest refers to live in the public/ folder beside it; a copy kept
  // elsewhere, without one, is checked against the site's own, and the author is told so.
  const beside = join(dirname(file), "public");
  const publicDir = existsSync(beside) ? beside : fileURLToPath(new URL("../public", import.meta.url));
  if (publicDir !== beside)
    console.error(
      bothLanguages({
        mn: `${dirname(file)} хавтсанд public/ хавтас алга: зураг, файлуудыг сайтын public/ хавтсаас хайлаа.`,
        en: `There is no public/ folder beside ${file}: pictures and files were looked for in the site's public/ folder.`,
      }),
    );
  const validate = createValidator({ schemaDir: fileURLToPath(new URL("../schema", import.meta.url)), publicDir });
  const { problems, valid, unlisted } = validate(text);
  const output = report(file, problems, format, unlisted);
  if (output) (valid ? console.log : console.error)(output);
  return valid ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error(`The validator itself failed: ${(e as Error).message}`);
  process.exitCode = 2;
}
