// The hash of the build's code (src/, templates/, scripts/build/, scripts/build.ts and the editor's
// preview, tests aside), its locked dependencies and its configuration, which names the bundles a
// build keeps (src/build/bundle.server.ts), and the folder they are kept in. Plain JavaScript, so
// that `npm run build` (scripts/build.mjs) finds the compiled build of the code as it is before any
// TypeScript loader starts.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const codeFolders = ["src", "templates", "scripts/build"];
const codeFiles = ["scripts/build.ts", "editor/preview.server.tsx", "package-lock.json", "tsconfig.json"];
// The editor's page (index.html) and its icon are part of what its bundle is made from.
const isCode = (name) => /\.(tsx?|css|json|html|svg)$/.test(name) && !/\.test\.tsx?$/.test(name);

export function bundleKey(base = process.cwd()) {
  return codeKey(codeFolders, codeFiles, base);
}

/** The hash of the code in `folders` (tests aside) and of `files`, read from `base`. */
export function codeKey(folders, files, base = process.cwd()) {
  const hash = createHash("sha256");
  const all = [
    ...folders
      .filter((folder) => existsSync(join(base, folder)))
      .flatMap((folder) =>
        readdirSync(join(base, folder), { recursive: true, encoding: "utf8" })
          .filter(isCode)
          .map((name) => join(folder, name)),
      ),
    ...files.filter((file) => existsSync(join(base, file))),
  ].sort();
  for (const file of all)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(base, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 24);
}

export function bundleCache(base = process.cwd()) {
  const folder = process.env.SITE_BUNDLE_CACHE ?? "node_modules/.cache/site-bundle";
  // The compiled server code imports its dependencies from the project's node_modules, which
  // Node finds only from a folder inside the project.
  if (relative(resolve(base), resolve(base, folder)).startsWith(".."))
    throw new Error(`SITE_BUNDLE_CACHE must name a folder inside the project (${resolve(base)}), not ${folder}`);
  return folder;
}
