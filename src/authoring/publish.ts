import type { PageStatus, SiteManifest } from "../generated/manifest";
import { todoMarker } from "../content/todo-marker";
import { draftPaths } from "../routes/status";
import { referencesTo, type Reference } from "./references";

/** A text left to write before a page may be published: where it is in the page, and whether it is a placeholder. */
export interface Unwritten {
  segments: (string | number)[];
  placeholder: boolean;
}

/**
 * Thrown when a page may not be published; `problems` names each text that is left to write, and
 * `unwritten` says where each is, for the editor to name the fields in its own words.
 */
export class PublishError extends Error {
  override name = "PublishError";
  constructor(
    readonly path: string,
    readonly problems: string[],
    readonly unwritten: Unwritten[] = [],
  ) {
    super(`${path} cannot be published yet: ${problems.join("; ")}`);
  }
}

const languageNames: Record<string, string> = { mn: "Mongolian", en: "English" };

/** ["stats", 0, "label", "en"] → "stats › 1 › label (English)". */
function fieldName(segments: (string | number)[]): string {
  const last = segments[segments.length - 1];
  const language = typeof last === "string" ? languageNames[last] : undefined;
  const names = (language ? segments.slice(0, -1) : segments).map((s) => (typeof s === "number" ? String(s + 1) : s));
  return names.join(" › ") + (language ? ` (${language})` : "");
}

/**
 * Why the page at `path` may not be published: each text that is empty or still starts with TODO,
 * in the order of the page. Empty when it may be published.
 */
export function publishProblems(manifest: SiteManifest, path: string): string[] {
  if (!manifest.routes.some((r) => r.path === path)) return [`there is no page at ${path}`];
  return unwrittenTexts(manifest, path).map(({ segments, placeholder }) =>
    placeholder ? `${fieldName(segments)} still starts with ${todoMarker}` : `${fieldName(segments)} is empty`,
  );
}

/** Where the texts left to write of the page at `path` are, in the order of the page. */
export function unwrittenTexts(manifest: SiteManifest, path: string): Unwritten[] {
  const route = manifest.routes.find((r) => r.path === path);
  if (!route) return [];
  const problems: Unwritten[] = [];
  const walk = (value: unknown, segments: (string | number)[]) => {
    if (typeof value === "string") {
      if (value.startsWith(todoMarker)) problems.push({ segments, placeholder: true });
      else if (!value.trim()) problems.push({ segments, placeholder: false });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...segments, i]));
    else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, [...segments, key]);
  };
  walk(route, []);
  return problems;
}

/**
 * The manifest with the page at `path` set to the status; the rest is shared, not copied. Throws a
 * PublishError, naming what is left to write, when the page may not be published yet.
 */
export function setStatus(manifest: SiteManifest, path: string, status: PageStatus): SiteManifest {
  const index = manifest.routes.findIndex((r) => r.path === path);
  if (index === -1) throw new PublishError(path, [`there is no page at ${path}`]);
  const route = manifest.routes[index];
  if ((route.status ?? "published") === status) return manifest;
  if (status === "published") {
    const problems = publishProblems(manifest, path);
    if (problems.length) throw new PublishError(path, problems, unwrittenTexts(manifest, path));
  }
  const routes = [...manifest.routes] as SiteManifest["routes"];
  routes[index] = { ...route, status };
  return { ...manifest, routes };
}

/**
 * The places whose links to the page at `path` would lead nowhere once it is a draft and off the
 * site: menus hide a draft's entries by themselves, and a draft's own links are not on the site.
 */
export function linksLeftByDraft(manifest: SiteManifest, path: string): Reference[] {
  const drafts = draftPaths(manifest.routes);
  return referencesTo(manifest, path).filter((r) => r.at[0] !== "navigation" && !drafts.has(r.page));
}
