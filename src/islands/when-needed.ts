import type { IslandName } from "../ui/island";

/**
 * Runs `start` once the first island of this name comes near the screen, or is touched or focused
 * before then: a visitor who never scrolls to it never downloads its code.
 */
export function whenNeeded(name: IslandName, start: () => void): void {
  const islands = [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)];
  if (!islands.length) return;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const island of islands) {
      island.removeEventListener("pointerdown", once);
      island.removeEventListener("focusin", once);
    }
    start();
  };
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: "200px" })
      : undefined;
  for (const island of islands) {
    observer?.observe(island);
    island.addEventListener("pointerdown", once);
    island.addEventListener("focusin", once);
  }
  if (!observer) once();
}
