import { createContext, useContext } from "react";

/**
 * Set by the build's prerender (src/prerender/chrome-cache.server.ts): the header and footer are the
 * same on every page of a language but for the language switch's link, so the prerender draws them
 * once and each page leaves a marker in their place. Never set in the browser, where both are drawn.
 */
export const ChromeSlots: React.Context<boolean> = ((globalThis as { [key: symbol]: React.Context<boolean> })[Symbol.for("site.chrome-slots")] ??=
  // One context for every copy of this module in a process: the prerender's own and the server build's.
  createContext(false));

/** The marker a part of the chrome leaves in the prerendered HTML, replaced by that part's HTML. */
export const slotMarker = (part: "header" | "footer") => `<template data-chrome-slot="${part}"></template>`;

/** The part, or its marker while the prerender fills it in. */
export function ChromeSlot({ part, children }: { part: "header" | "footer"; children: React.ReactNode }) {
  return useContext(ChromeSlots) ? <template data-chrome-slot={part} /> : children;
}
