import type { ReactNode } from "react";

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

/** The attribute that marks an island in a page's HTML: `data-island="visa-finder"`. */
export const islandAttribute = "data-island";

/**
 * JSON that is safe inside an inline <script> element: no `<` can close it, and the two line
 * separators JavaScript once refused are escaped as well.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * An interactive part of a page: its HTML drawn on the server as any other, then brought to life
 * in the browser by src/islands/<name>. `props` travel inline with the HTML, as a JSON data block
 * (which no browser runs, and the Content-Security-Policy need not allow); the island's script
 * reads them and hydrates the element after them with the same component.
 */
export function Island<P>({ name, props, children }: { name: IslandName; props: P; children: ReactNode }) {
  return (
    <div {...{ [islandAttribute]: name }}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      <div>{children}</div>
    </div>
  );
}

/** The islands a page's HTML holds, in the order of islandNames. */
export function islandsIn(html: string): IslandName[] {
  return islandNames.filter((name) => html.includes(`${islandAttribute}="${name}"`));
}
