import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createValidator } from "../src/validate/index.server";
import { fixturePublicDir, fixtureText } from "./factories";
import { tempFolder } from "./temp-folders";

/**
 * A manifest (the fixture's text by default) in a fresh folder beside a copy of its public/ folder.
 * Its folder is removed after the test (tests/temp-folders.ts).
 */
export function siteCopy(text = fixtureText()): string {
  const dir = tempFolder("site-");
  cpSync(fixturePublicDir, join(dir, "public"), { recursive: true });
  writeFileSync(join(dir, "site.manifest.json"), text);
  return join(dir, "site.manifest.json");
}

/** Runs `npm run <script> -- ...args` on the manifest, as an author would, and returns what they see. */
export function runOn(file: string, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    encoding: "utf8",
    env: { ...process.env, SITE_MANIFEST: file },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** The backup copies kept beside the manifest, oldest first. */
export const backupsOf = (file: string): string[] => {
  const folder = join(file, "..", ".manifest-backups");
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => !name.endsWith(".changes.json"))
        .sort()
        .map((name) => join(folder, name))
    : [];
};

/** What npm run validate finds in the manifest. */
export const validateFile = (file: string) =>
  createValidator({ schemaDir: "schema", publicDir: join(file, "..", "public") })(readFileSync(file, "utf8"));
