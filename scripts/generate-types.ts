// npm run generate:types — writes src/generated/manifest.ts from schema/.
import { writeFileSync } from "node:fs";
import { renderTypes, typesFile } from "./types-source";

writeFileSync(typesFile, await renderTypes());
console.log(`Wrote ${typesFile}`);
