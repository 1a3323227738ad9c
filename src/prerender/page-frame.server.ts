// The document of each kind of page, drawn once for the whole prerender (src/chrome/document-slots.tsx):
// with markers in place of the head's meta tags and of the main content, and placeholder links in
// the language switch. Every page of the kind is that document with its own meta tags, main
// content and alternates filled in, so that a page draws only its own parts.
import { slotMarkers, type SlotMarker } from "../chrome/document-slots";
import type { PageData } from "../manifest/page-data";
import { languages, type Lang } from "../routes/table";

/** What stands for the page's alternates while the document is learnt: a path no page has. */
const placeholder = (lang: Lang) => `/frame-alternate-${lang}`;
export const placeholderAlternates = Object.fromEntries(languages.map((lang) => [lang, placeholder(lang)])) as Record<
  Lang,
  string
>;

const markers = Object.keys(slotMarkers) as SlotMarker[];
type Hole = SlotMarker | Lang;
const holeOf = new Map<string, Hole>([
  ...markers.map((marker) => [slotMarkers[marker], marker] as const),
  ...languages.map((lang) => [placeholder(lang), lang] as const),
]);
const holes = new RegExp(
  `(${[...holeOf.keys()].map((text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})`,
);

// React's escaping of an attribute's value.
const escapes: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (value: string) => value.replace(/["&'<>]/g, (c) => escapes[c]);

/** A kind of page's document: `texts` around its `holes`, one text more than holes. */
export interface Frame {
  texts: string[];
  holes: Hole[];
}

/** The parts of one page that fill its kind's document: the HTML for each marker, and its alternates. */
export type PageParts = Record<SlotMarker, string> & { alternates: PageData["alternates"] };

/** The frame of a document drawn with the markers and placeholder alternates; it must hold each marker once. */
export function learnFrame(document: string): Frame {
  const pieces = document.split(holes);
  const frame: Frame = {
    texts: pieces.filter((_, i) => i % 2 === 0),
    holes: pieces.filter((_, i) => i % 2 === 1).map((text) => holeOf.get(text)!),
  };
  for (const marker of markers) {
    const count = frame.holes.filter((hole) => hole === marker).length;
    if (count !== 1)
      throw new Error(
        `Prerender: a page's document holds the marker ${slotMarkers[marker]} ${count} times instead of once, so it cannot be drawn once for its kind of page; render every page in full with npm run build:stock`,
      );
  }
  return frame;
}

/**
 * The parts of a page drawn in one string: its meta tags, each group ended by its marker
 * (<MetaMarkers> in src/chrome/document-slots.tsx), then its main content.
 */
export function splitParts(html: string, alternates: PageData["alternates"]): PageParts {
  const parts = { alternates } as PageParts;
  let from = 0;
  for (const marker of ["meta-hoisted", "meta-preloads", "meta-rest"] as const) {
    const at = html.indexOf(slotMarkers[marker], from);
    if (at === -1)
      throw new Error(
        `Prerender: a page's meta tags and main content, drawn alone, do not hold the marker ${slotMarkers[marker]} where expected; render every page in full with npm run build:stock`,
      );
    parts[marker] = html.slice(from, at);
    from = at + slotMarkers[marker].length;
  }
  parts.main = html.slice(from);
  return parts;
}

export function fillFrame({ texts, holes }: Frame, page: PageParts): string {
  let html = texts[0];
  for (let i = 0; i < holes.length; i++) {
    const hole = holes[i];
    html +=
      (hole in slotMarkers ? page[hole as SlotMarker] : escapeAttribute(page.alternates![hole as Lang])) + texts[i + 1];
  }
  return html;
}

/**
 * What makes a kind of page: its route module (which places the parts in the document), its
 * language, and whether it has a page in the other language (the language switch).
 */
export const kindOf = (routeId: string, data: PageData) =>
  `${routeId}:${data.lang}:${data.alternates ? "alternates" : "alone"}`;
