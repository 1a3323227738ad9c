// One cold validation in a fresh process, as an author's `npm run validate` runs it:
// node --import tsx scripts/bench/validate-once.ts FILE  →  {"compileMs":…,"validateMs":…,"valid":…}
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createValidator } from "../../src/validate/index.server";

const text = readFileSync(process.argv[2], "utf8");
let start = performance.now();
const validate = createValidator({ schemaDir: "schema", publicDir: "public" });
const compileMs = performance.now() - start;
start = performance.now();
const { valid, problems } = validate(text);
const validateMs = performance.now() - start;
console.log(
  JSON.stringify({
    compileMs: Math.round(compileMs),
    validateMs: Math.round(validateMs),
    valid,
    firstProblem: problems[0]?.message,
  }),
);
