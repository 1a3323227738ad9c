/**
 * The islands: the interactive parts of pages, each a script of its own (src/islands/<name>.ts or
 * .tsx) that a page loads only when its HTML holds that island. Everything else on a page is static
 * HTML. `chrome` (the header's menus, the dialog, the language memory) is on every page.
 */
export const islandEntries = {
  chrome: "src/islands/chrome.ts",
  "visa-finder": "src/islands/visa-finder.tsx",
} as const;

export type IslandName = keyof typeof islandEntries;

export const islandNames = Object.keys(islandEntries) as IslandName[];
