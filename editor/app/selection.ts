import { dequal } from "dequal";
import type { SiteManifest } from "./api";

/** What the form shows: one page, or one of the manifest's other sections. */
export type Selection = { kind: "route"; index: number } | { kind: "settings" | "navigation" | "interface" };

/** The JSON pointer of the selection inside the manifest, to match problems to it. */
export const pointerOf = (s: Selection) => (s.kind === "route" ? `/routes/${s.index}` : `/${s.kind}`);

export function valueAt(data: SiteManifest, s: Selection): unknown {
  return s.kind === "route" ? data.routes[s.index] : data[s.kind];
}

export function withValue(data: SiteManifest, s: Selection, value: unknown): SiteManifest {
  if (s.kind !== "route") return { ...data, [s.kind]: value };
  const routes: SiteManifest["routes"] = [...data.routes];
  routes[s.index] = value as SiteManifest["routes"][number];
  return { ...data, routes };
}

/** The editor's address for the selection, so that a reload (or a kept link) opens it again: "#page=/about", "#settings". */
export function addressOf(data: SiteManifest, s: Selection): string {
  if (s.kind !== "route") return `#${s.kind}`;
  const path = data.routes[s.index]?.path;
  return path === undefined ? "#settings" : `#page=${encodeURI(path)}`;
}

/** The selection an address names, if the manifest has it. */
export function selectionAt(data: SiteManifest, address: string): Selection | undefined {
  const hash = address.replace(/^#/, "");
  if (hash === "settings" || hash === "navigation" || hash === "interface") return { kind: hash };
  if (!hash.startsWith("page=")) return undefined;
  let path: string;
  try {
    path = decodeURI(hash.slice("page=".length));
  } catch {
    return undefined;
  }
  const index = data.routes.findIndex((r) => r.path === path);
  return index === -1 ? undefined : { kind: "route", index };
}

/** The site's shared figures (settings.facts) whose values differ between two versions. */
function factsChanged(before: SiteManifest, after: SiteManifest): string[] {
  const [was, now] = [before.settings.facts ?? {}, after.settings.facts ?? {}];
  if (was === now) return [];
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((id) => !dequal(was[id], now[id]));
}

/** Whether a page's texts show the figure: a page's form edits the figures it shows, under their texts. */
const showsFact = (route: unknown, id: string) => new RegExp(`\\{\\{\\s*${id}\\s*\\}\\}`).test(JSON.stringify(route));

/**
 * Where a change from `before` to `after` was made (an undo or redo): `shown` when it changed
 * there, a shared figure the page shown shows included; else the first page or section it changed,
 * or a page it brings back; undefined when it changed only what no form shows (a page taken away,
 * the pages' order).
 */
export function changedAt(before: SiteManifest, after: SiteManifest, shown: Selection): Selection | undefined {
  if (shown.kind === "route") {
    // The page shown, by its path: a page added or taken away moves the others in the list.
    const path = before.routes[shown.index]?.path;
    const index = after.routes.findIndex((route) => route.path === path);
    if (index !== -1 && !dequal(before.routes[shown.index], after.routes[index])) return { kind: "route", index };
    if (index !== -1 && factsChanged(before, after).some((id) => showsFact(after.routes[index], id)))
      return { kind: "route", index };
    // The page shown moved to another path, or back: it is where it was in the list.
    const same = after.routes[shown.index];
    if (index === -1 && same && before.routes.length === after.routes.length && same.path !== path)
      return { kind: "route", index: shown.index };
  } else if (!dequal(before[shown.kind], after[shown.kind])) return shown;
  if (before.routes.length === after.routes.length) {
    const index = after.routes.findIndex((route, i) => !dequal(route, before.routes[i]));
    if (index !== -1) return { kind: "route", index };
  } else {
    const paths = new Set(before.routes.map((route) => route.path));
    const index = after.routes.findIndex((route) => !paths.has(route.path));
    if (index !== -1) return { kind: "route", index };
  }
  const section = (["settings", "navigation", "interface"] as const).find((kind) => !dequal(before[kind], after[kind]));
  return section && { kind: section };
}
