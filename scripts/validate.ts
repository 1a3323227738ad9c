// npm run validate [-- FILE] [--format text|json|github]
// Exit 0 when the manifest is valid, 1 when it is not, 2 when the file cannot be read.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { commandLine } from "../src/cli/args.ts";
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
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const reason =
      (e as NodeJS.ErrnoException).code === "ENOENT"
        ? "there is no such file"
        : (e as NodeJS.ErrnoException).code === "EISDIR"
          ? "it is a folder, not a file"
          : "it cannot be read";
    console.error(`Cannot check ${file}: ${reason}.`);
    return 2;
  }
  // Images and other files a manifest refers to live in the public/ folder beside it.
  const validate = createValidator({
    schemaDir: fileURLToPath(new URL("../schema", import.meta.url)),
    publicDir: join(dirname(file), "public"),
  });
  const { problems, valid } = validate(text);
  const output = report(file, problems, format);
  if (output) (valid ? console.log : console.error)(output);
  return valid ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.error(`The validator itself failed: ${(e as Error).message}`);
  process.exitCode = 2;
}
