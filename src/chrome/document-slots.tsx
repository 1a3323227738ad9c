import { createContext, useContext } from "react";

/**
 * Set by the build's prerender (src/prerender/page-frame.server.ts): every page of a kind has the
 * same document but for its meta tags, its main content and its language switch's links, so the
 * prerender draws the document once per kind with markers in place of the two parts, and on every
 * page draws only those. Never set in the browser, where everything is drawn.
 */
export const DocumentSlots: React.Context<boolean> = ((globalThis as { [key: symbol]: React.Context<boolean> })[
  Symbol.for("site.document-slots")
] ??=
  // One context for every copy of this module in a process: the prerender's own and the server build's.
  createContext(false));

/**
 * The markers the parts leave in the prerendered document, each replaced by that part's HTML. React
 * places a document's head tags in groups: tags it hoists (title, meta, link), then module preloads,
 * then the rest where they were drawn. The meta tags leave a marker in each group.
 */
export const slotMarkers = {
  "meta-hoisted": '<meta name="document-slot" content="meta"/>',
  "meta-preloads": '<link rel="modulepreload" href="/document-slot/meta"/>',
  "meta-rest": '<template data-slot="meta"></template>',
  main: '<template data-slot="main"></template>',
} as const;

export type SlotMarker = keyof typeof slotMarkers;

/** The meta tags' markers, one in each group of head tags; drawn after the tags, they also end each group. */
export function MetaMarkers() {
  return (
    <>
      <meta name="document-slot" content="meta" />
      <link rel="modulepreload" href="/document-slot/meta" />
      <template data-slot="meta" />
    </>
  );
}

/** The part, or its markers while the prerender learns the document around it. */
export function Slot({ part, children }: { part: "meta" | "main"; children: React.ReactNode }) {
  if (!useContext(DocumentSlots)) return children;
  return part === "meta" ? <MetaMarkers /> : <template data-slot="main" />;
}
