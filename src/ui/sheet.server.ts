// The site's stylesheet: every class of src/ui/styled.ts and the global rules, written by emotion's
// serialiser and stylis (with emotion's prefixer), as emotion would insert them one by one.
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { theme } from "../theme.ts";
import { registeredStyles, type CSSObject } from "./styled.ts";

/** Where components live; every module there that imports the styled module is a module of styles. */
const roots = ["src", "templates"];
const importsStyled = /from "(?:\.{1,2}\/)+(?:src\/)?(?:ui\/)?styled"/;
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name);

/** Files in the order of a walk of their tree with each folder's names sorted: by name, folder by folder. */
function treeOrder(a: string, b: string): number {
  const [x, y] = [a.split(sep), b.split(sep)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i].localeCompare(y[i]);
  return x.length - y.length;
}

/** The files that make styles, in a fixed order: each root's tree, names sorted. */
export function styleModules(base = process.cwd()): string[] {
  return roots.flatMap((root) =>
    readdirSync(join(base, root), { recursive: true, encoding: "utf8" })
      .map((name) => join(root, name))
      .filter((file) => isSource(file) && !file.split(sep).includes("generated"))
      .filter((file) => importsStyled.test(readFileSync(join(base, file), "utf8")))
      .sort(treeOrder),
  );
}

/** CSS text of the global rules and classes, in the order given. */
export function sheetOf({
  globals,
  classes,
}: {
  globals: CSSObject[];
  classes: { className: string; styles: CSSObject[] }[];
}): string {
  const cache = createCache({ key: "c" });
  // On the server, emotion's insert returns the rules instead of adding them to a document.
  const rules = (selector: string, styles: CSSObject[], name: string) =>
    cache.insert(
      selector,
      { ...serializeStyles(styles, cache.registered, { theme }), name },
      cache.sheet,
      false,
    ) as unknown as string;
  return (
    [
      ...globals.map((styles, i) => rules("", [styles], `global-${i}`)),
      ...classes.map(({ className, styles }) => rules(`.${className}`, styles, className)),
    ].join("\n") + "\n"
  );
}

/** Loads every module of styles (under tsx) and returns the whole stylesheet. */
export async function siteSheet(base = process.cwd()): Promise<string> {
  // Found on disk at run time: there is nothing for Vite to resolve when it compiles this module.
  for (const file of styleModules(base)) await import(/* @vite-ignore */ pathToFileURL(join(base, file)).href);
  return sheetOf(registeredStyles());
}
