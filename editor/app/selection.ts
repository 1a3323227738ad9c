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
