import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "../ui/island";

/**
 * Hydrates every island of this name on the page: the element after its JSON data block, with the
 * same component the server drew it with (src/render/island.tsx).
 */
export function hydrateIslands<P>(name: IslandName, render: (props: P) => ReactNode): void {
  for (const island of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const data = island.querySelector(":scope > script[type='application/json']");
    const root = island.querySelector(":scope > div");
    if (!data || !root) continue;
    hydrateRoot(root, render(JSON.parse(data.textContent ?? "null") as P));
  }
}
