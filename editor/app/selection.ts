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
