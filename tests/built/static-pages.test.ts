// Pages are static HTML (design invariant 9): each holds its whole content, and none links React;
// only the visa finder's island fetches React, when the finder is about to be used.
import { JSDOM } from "jsdom";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveFacts } from "../../src/content/facts";
import type { SiteManifest } from "../../src/generated/manifest";
import { routeTable, type RouteEntry } from "../../src/routes/table";

const client = "build/client";
const manifest: SiteManifest = resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8")));
const table = routeTable(manifest);

const fileOf = (path: string) => join(client, ...path.split("/"), "index.html");
const read = (path: string) => readFileSync(fileOf(path), "utf8");

/** Every page the build wrote, as its URL path. */
const builtPaths = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((name) => name === "index.html" || name.endsWith("/index.html"))
  .map((name) => "/" + name.slice(0, -"index.html".length).replace(/\/$/, ""));

/** A file of the build holds React's own code (its element type, or its error pages' address). */
const isReact = (code: string) => code.includes("react.transitional.element") || code.includes("react.dev/errors");
const assetFile = (url: string) => join(client, new URL(url, "http://site.test").pathname);

/** The script and module preload URLs a page's HTML names, which the browser loads up front. */
function upFront(html: string): string[] {
  return [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1]);
}

/** A module and every module it imports statically (`import … from "./x.js"`, `import "./x.js"`), as URLs. */
function withStaticImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  for (const [, imported] of readFileSync(assetFile(url), "utf8").matchAll(/\b(?:from|import)\s*["']([^"']+)["']/g))
    withStaticImports(new URL(imported, new URL(url, "http://site.test")).pathname, seen);
  return seen;
}

const finderPage = table.find((entry) => {
  const route = manifest.routes[entry.index];
  return route.template === "page" && route.blocks.some((b) => b.type === "visa-finder");
});

describe("no page links React", () => {
  it("the scripts and module preloads of every page, and all they import at once, hold none of React's code", () => {
    expect(builtPaths.length).toBeGreaterThanOrEqual(table.length);
    const linking: string[] = [];
    for (const path of builtPaths) {
      const scripts = upFront(read(path));
      if (table.some((e) => e.path === path)) expect(scripts.length, `${path}: no script`).toBeGreaterThan(0);
      for (const script of scripts)
        for (const module of withStaticImports(script))
          if (isReact(readFileSync(assetFile(module), "utf8"))) linking.push(`${path}: ${script} loads ${module}`);
    }
    expect(linking).toEqual([]);
  });

  it("React is in the build, fetched on demand by the visa finder's island, which only its page loads", () => {
    expect(finderPage, "the manifest has no page with the visa finder").toBeDefined();
    const react = readdirSync(join(client, "assets")).filter(
      (name) => name.endsWith(".js") && isReact(readFileSync(join(client, "assets", name), "utf8")),
    );
    expect(react).toHaveLength(1);
    // Its production build, whatever NODE_ENV the build ran under: errors are minified.
    expect(readFileSync(join(client, "assets", react[0]), "utf8")).toContain("Minified React error");
    const html = read(finderPage!.path);
    const island = /<script type="module" src="([^"]+)"/g;
    const [, ...others] = [...html.matchAll(island)].map((m) => m[1]);
    // Besides the script of every page, the finder's island; its code names React's file, to import later.
    expect(others).toHaveLength(1);
    expect(readFileSync(assetFile(others[0]), "utf8")).toContain(react[0]);
    for (const entry of table.filter((e) => e.template !== "page"))
      expect(read(entry.path), entry.path).not.toContain(others[0]);
  });
});

describe("speculation rules", () => {
  it("every page of the route table carries the site's rules, allowed by its Content-Security-Policy", () => {
    for (const { path } of table) {
      const html = read(path);
      const rules = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)].map((m) => m[1]);
      expect(rules, `${path}: speculation rules`).toHaveLength(1);
      expect(Object.keys(JSON.parse(rules[0])), path).toEqual(
        expect.arrayContaining([expect.stringMatching(/^pre(render|fetch)$/)]),
      );
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
      const hash = `'sha256-${createHash("sha256").update(rules[0]).digest("base64")}'`;
      expect(/script-src [^;]*/.exec(policy)?.[0], `${path}: the policy does not allow the rules`).toContain(hash);
    }
  });
});

// ---- Every page's HTML holds its whole content ----

/** The page's words as a browser shows them without JavaScript: its text, and the words of its attributes (alt, title, description). */
function visibleWords(html: string): { shown: string; data: string } {
  const { document } = new JSDOM(html).window;
  const data = [...document.querySelectorAll("script[type='application/json'], script[type='application/ld+json']")]
    .map((s) => collectStrings(JSON.parse(s.textContent ?? "null")).join("\n"))
    .join("\n");
  for (const script of document.querySelectorAll("script")) script.remove();
  const attributes = [...document.querySelectorAll("*")].flatMap((e) => [...e.attributes].map((a) => a.value));
  return { shown: squash([document.documentElement.textContent ?? "", ...attributes].join("\n")), data: squash(data) };
}

/** A text as read: spaces as one, and the non-breaking hyphen that keeps "9:00-18:00" on one line a hyphen. */
const squash = (text: string) => text.replace(/\s+/g, " ").replace(/\u2011/g, "-");

function collectStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(collectStrings);
  return [];
}

/** Each text of a route in one language, with where it is in the route ("blocks.3.rules.0.reason"). */
function textsOf(value: unknown, lang: "mn" | "en", at = ""): { at: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, lang, `${at}.${i}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const { mn, en } = record;
  if (typeof mn === "string" && typeof en === "string") return [{ at: at.slice(1), text: lang === "mn" ? mn : en }];
  return Object.entries(record).flatMap(([key, v]) => textsOf(v, lang, `${at}.${key}`));
}

/** Rich text as the words it shows. */
const wordsOf = (text: string) => squash(/<[a-z]/i.test(text) ? (JSDOM.fragment(text).textContent ?? "") : text).trim();

/** Texts the page shows only once its island runs (the finder's recommendations): held in the island's data. */
const shownByIsland = (entry: RouteEntry, at: string) => {
  const route = manifest.routes[entry.index];
  const block = /^blocks\.(\d+)\.rules\./.exec(at);
  return route.template === "page" && block !== null && route.blocks[Number(block[1])].type === "visa-finder";
};

describe("every page's HTML holds its whole content, as a browser without JavaScript shows it", () => {
  it.each(table.map((e) => [e.path, e] as const))("%s", (path, entry) => {
    expect(existsSync(fileOf(path)), `${path}: not built`).toBe(true);
    const { shown, data } = visibleWords(read(path));
    const texts = textsOf(manifest.routes[entry.index], entry.lang);
    expect(texts.length).toBeGreaterThan(1);
    const missing = texts
      .filter(({ at, text }) => !(shownByIsland(entry, at) ? data : shown).includes(wordsOf(text)))
      .map(({ at, text }) => `${at}: ${wordsOf(text).slice(0, 80)}`);
    expect(missing).toEqual([]);
  });
});
