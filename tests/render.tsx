import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { SitePage } from "../src/render/site-page";
import type { SiteManifest } from "../src/generated/manifest";
import { resolveFacts } from "../src/content/facts";
import { pageData } from "../src/manifest/page-data.server";

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
