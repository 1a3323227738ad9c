import chunks from "virtual:page-chunks";
import type { Route } from "../generated/manifest";
import type { Localized } from "../i18n/localize";

function filesOf(kind: "templates" | "blocks", name: string): string[] {
  // Empty in development; in a build every template and block has its chunk, or preloading would silently miss.
  if (Object.keys(chunks.templates).length === 0) return [];
  const files = chunks[kind][name];
  if (!files)
    throw new Error(
      `The client build has no chunk for the ${kind === "templates" ? "template" : "block"} "${name}" (expected templates/${kind === "blocks" ? "blocks/" : ""}${name}.tsx)`,
    );
  return files;
}

/** The JavaScript files a page needs beyond what every page loads: its template's and its blocks'. */
export function pageChunks(page: Localized<Route> | null): string[] {
  if (!page) return [];
  const blocks = page.template === "page" ? page.blocks.flatMap((block) => filesOf("blocks", block.type)) : [];
  return [...new Set([...filesOf("templates", page.template), ...blocks])];
}
