import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { SitePage } from "../src/render/site-page";
import type { SiteManifest } from "../src/generated/manifest";
import { resolveFacts } from "../src/content/facts";
import { pageData } from "../src/manifest/page-data.server";
import { typeset } from "../src/content/typography";
import { isText } from "../src/i18n/localize";

/** The real manifest, as the site is built from it: its facts filled in. */
export const siteManifest = (): SiteManifest => resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8")));

/** Renders one URL the way the built site does, from a manifest. */
export function renderPage(manifest: SiteManifest, url: string) {
  const data = pageData(manifest, url);
  return {
    data,
    ...render(<SitePage data={data} />),
  };
}

function typesetTexts<T>(value: T): T {
  if (Array.isArray(value)) return value.map(typesetTexts) as T;
  if (typeof value !== "object" || value === null) return value;
  if (isText(value)) return { mn: typeset(value.mn), en: typeset(value.en) } as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetTexts(v)])) as T;
}

/**
 * The manifest with its pages' texts as the pages show them: typeset, a Mongolian case ending kept
 * on its word's line ("АНУ‑аас", src/content/typography.ts). Drawn from it, a page is the same.
 */
export const pagesAsShown = (manifest: SiteManifest): SiteManifest => ({
  ...manifest,
  routes: typesetTexts(manifest.routes),
});
