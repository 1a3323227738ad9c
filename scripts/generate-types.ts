// npm run generate:types — writes src/generated/manifest.ts and the editor's page skeletons from schema/.
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { rootSchemaFile, renderSnippets } from "./snippets-source";
import { renderTypes, typesFile } from "./types-source";
import { commandLine } from "../src/cli/args.ts";

commandLine(process.argv.slice(2), { options: {}, usage: "npm run generate:types" });

writeFileSync(typesFile, await renderTypes());
console.log(`Wrote ${typesFile}`);
// The schema is formatted like the rest of the tree, so that npm run lint passes after a regeneration.
const options = { ...(await resolveConfig(rootSchemaFile)), filepath: rootSchemaFile };
writeFileSync(rootSchemaFile, await format(renderSnippets(), options));
console.log(`Wrote the page skeletons in ${rootSchemaFile}`);
