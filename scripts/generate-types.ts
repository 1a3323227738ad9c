// npm run generate:types — writes src/generated/manifest.ts and the editor's page skeletons from schema/.
import { writeFileSync } from "node:fs";
import { rootSchemaFile, renderSnippets } from "./snippets-source";
import { renderTypes, typesFile } from "./types-source";

writeFileSync(typesFile, await renderTypes());
console.log(`Wrote ${typesFile}`);
writeFileSync(rootSchemaFile, renderSnippets());
console.log(`Wrote the page skeletons in ${rootSchemaFile}`);
