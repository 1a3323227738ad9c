// npm run validate [-- FILE] [--format text|json|github]
// Exit 0 when the manifest is valid, 1 when it is not, 2 when the file cannot be read.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createValidator } from "../src/validate/index.server";
import { report, type ReportFormat } from "../src/validate/report";

const formats: ReportFormat[] = ["text", "json", "github"];

function main(argv: string[]): number {
  let file = "site.manifest.json";
  let format: ReportFormat = "text";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--format" || arg.startsWith("--format=")) {
      const value = arg.includes("=") ? arg.split("=")[1] : argv[++i];
      if (!formats.includes(value as ReportFormat)) {
        console.error(`--format must be one of: ${formats.join(", ")}`);
        return 2;
      }
      format = value as ReportFormat;
    } else file = arg;
  }
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
