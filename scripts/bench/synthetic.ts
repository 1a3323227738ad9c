import type { Route, SiteManifest } from "../../src/generated/manifest";

/** Longer texts are cut to this many characters in copies, for about 2 KB of text per route. */
const maxText = 48;

function shorten<T>(value: T): T {
  if (typeof value === "string") return (value.length > maxText ? value.slice(0, maxText) : value) as T;
  if (Array.isArray(value)) return value.map(shorten) as T;
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)])) as T;
  return value;
}

/**
 * A deterministic manifest of `size` routes: the real manifest's pages, then copies of them in turn
 * with new paths and shortened texts, so every template and block is represented in its real
 * proportions.
 */
export function syntheticManifest(base: SiteManifest, size: number): SiteManifest {
  const routes: Route[] = [...base.routes];
  for (let i = 0; routes.length < size; i++) {
    const source = base.routes[i % base.routes.length];
    const path = source.path === "/" ? `/home-${i}` : `${source.path}-${i}`;
    routes.push({ ...shorten(source), path });
  }
  return { ...base, routes: routes.slice(0, size) as SiteManifest["routes"] };
}
