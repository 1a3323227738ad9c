import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderTypes, typesFile } from "../../scripts/types-source";

describe("src/generated/manifest.ts", () => {
  it("matches the schema (if this fails, run: npm run generate:types)", async () => {
    const committed = readFileSync(typesFile, "utf8");
    const fresh = await renderTypes();
    expect(committed === fresh, "src/generated/manifest.ts is out of date with schema/. Run: npm run generate:types").toBe(true);
  });
});
