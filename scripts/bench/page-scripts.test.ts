import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageScriptMeter, staticImports } from "./page-scripts";

const modules: Record<string, string> = {
  "island.js": [
    'import{a as x}from"./shared.js";',
    'import"./side-effect.js";',
    'export{b}from"./re-exported.js";',
    'const later=()=>import("./lazy.js");',
    "const text=\"import y from './not-a-module.js'\";",
    "console.log(x,later,text);",
  ].join(""),
  "shared.js": "export const a=1;",
  "side-effect.js": 'import{a}from"./shared.js";console.log(a);',
  "re-exported.js": "export const b=2;",
  "lazy.js": "export const big=`" + "x".repeat(50_000) + "`;",
  "preloaded.js": "export const c=3;",
  "classic.js": "console.log(4);",
};
const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
let client: string;

beforeEach(() => {
  client = mkdtempSync(join(tmpdir(), "page-scripts-"));
  mkdirSync(join(client, "assets"));
  for (const [name, code] of Object.entries(modules)) writeFileSync(join(client, "assets", name), code);
});
afterEach(() => rmSync(client, { recursive: true, force: true }));

describe("the JavaScript a page loads up front", () => {
  it("follows static imports and re-exports, not dynamic imports or strings", () => {
    expect(staticImports(modules["island.js"])).toEqual(["./shared.js", "./side-effect.js", "./re-exported.js"]);
  });

  it("counts module scripts, classic scripts, module preloads and what they import, each file once", () => {
    const html = [
      "<head>",
      '<link rel="modulepreload" href="/assets/preloaded.js"/>',
      '<script type="module" src="/assets/island.js"></script>',
      "<script src=assets/classic.js></script>",
      '<script type="application/json">{"import":"./lazy.js"}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      "</head>",
    ].join("");
    const { gzip: total, files } = pageScriptMeter(client)(html, "/");
    const loaded = ["classic.js", "island.js", "preloaded.js", "re-exported.js", "shared.js", "side-effect.js"];
    expect(files).toEqual(loaded.map((name) => `/assets/${name}`));
    expect(total).toBe(loaded.reduce((sum, name) => sum + gzip(modules[name]), 0));
  });

  it("counts an inline script's own code and its imports", () => {
    const inline = 'import"/assets/shared.js";console.log(5);';
    const { gzip: total, files } = pageScriptMeter(client)(`<script type="module">${inline}</script>`, "/en/about");
    expect(files).toEqual(["/assets/shared.js"]);
    expect(total).toBe(gzip(inline) + gzip(modules["shared.js"]));
  });

  it("refuses a script it cannot measure", () => {
    const measure = pageScriptMeter(client);
    expect(() => measure('<script src="https://cdn.example/x.js"></script>', "/")).toThrow(/not a file of the site/);
    writeFileSync(join(client, "assets", "bare.js"), 'import"react";');
    expect(() => measure('<script type="module" src="/assets/bare.js"></script>', "/")).toThrow(/cannot load/);
  });
});
