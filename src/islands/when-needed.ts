import type { IslandName } from "../ui/island";
import { hydratedAttribute } from "./hydrated";

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
    holdSubmits(island);
  }
  if (!observer) once();
}

/**
 * A form of the island sent before its code has taken over would reload the page and lose the
 * answers: it is held instead, and sent again once the island is hydrated.
 */
function holdSubmits(island: HTMLElement): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  island.addEventListener("submit", (event) => {
    // The island's own code, once there, handles the submit before it reaches the island.
    if (event.defaultPrevented || island.hasAttribute(hydratedAttribute)) return;
    event.preventDefault();
    held = { form: event.target as HTMLFormElement, submitter: event.submitter };
    island.setAttribute("aria-busy", "true");
  });
  const hydrated = new MutationObserver(() => {
    if (!island.hasAttribute(hydratedAttribute)) return;
    hydrated.disconnect();
    island.removeAttribute("aria-busy");
    if (!held?.form.isConnected) return;
    const { form, submitter } = held;
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
  });
  hydrated.observe(island, { attributes: true, attributeFilter: [hydratedAttribute] });
}
