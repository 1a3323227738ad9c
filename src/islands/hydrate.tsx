import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "../ui/island";
import { hydratedAttribute } from "./hydrated";

/** Marks the island once React has hydrated it (`hydratedAttribute`), for whoever waits for it. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates every island of this name on the page: the element after its JSON data block, with the
 * same component the server drew it with (src/ui/island.tsx). `render` also gets that element, to
 * read what the visitor did there before the island's code arrived.
 */
export function hydrateIslands<P>(name: IslandName, render: (props: P, root: HTMLElement) => ReactNode): void {
  for (const island of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const data = island.querySelector(":scope > script[type='application/json']");
    const root = island.querySelector<HTMLElement>(":scope > div");
    if (!data || !root) continue;
    const props = JSON.parse(data.textContent ?? "null") as P;
    const onHydrated = () => island.setAttribute(hydratedAttribute, "");
    hydrateRoot(root, <Hydrated onHydrated={onHydrated}>{render(props, root)}</Hydrated>);
  }
}
