// The header and footer drawn once per language for the whole prerender (src/chrome/chrome-slots.tsx):
// a page is rendered with a marker in place of each, and the markers are replaced by the HTML React
// wrote for them on a page of the same kind. Only the language switch differs from page to page:
// its links are learnt as placeholders and filled with the page's own alternates.
import { slotMarker } from "../chrome/chrome-slots";
import type { PageData } from "../manifest/page-data";
import { languages, type Lang } from "../routes/table";

/** What stands for the page's alternates while the parts are learnt: a path no page has. */
const placeholder = (lang: Lang) => `/chrome-slot-alternate-${lang}`;
const placeholders = new RegExp(`/chrome-slot-alternate-(${languages.join("|")})`, "g");
export const placeholderAlternates = Object.fromEntries(languages.map((lang) => [lang, placeholder(lang)])) as Record<Lang, string>;

// React's escaping of an attribute's value.
const escapes: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (value: string) => value.replace(/["&'<>]/g, (c) => escapes[c]);

/** The header as text between the alternates it links to, and the footer. */
interface Parts {
  header: { text: string[]; links: Lang[] };
  footer: string;
}

const markers = { header: slotMarker("header"), footer: slotMarker("footer") };

/**
 * The parts a kind of page shares: its route module (which places the header in the tree), its
 * language, and whether it has a page in the other language.
 */
const keyOf = (routeId: string, data: PageData) => `${routeId}:${data.lang}:${data.alternates ? "alternates" : "alone"}`;

function splice(html: string, marker: string, part: string): string {
  const at = html.indexOf(marker);
  return html.slice(0, at) + part + html.slice(at + marker.length);
}

/**
 * The header's and footer's HTML, from one page rendered twice with the placeholder alternates:
 * with the markers (`slotted`) and in full. Everything but the two parts must be the same.
 */
export function learnParts(slotted: string, full: string): Parts {
  const fail = (why: string): never => {
    throw new Error(`Prerender: the header and footer cannot be reused from page to page (${why}); render every page in full with npm run build:stock`);
  };
  const h = slotted.indexOf(markers.header);
  const f = slotted.indexOf(markers.footer);
  if (h === -1 || f < h || slotted.indexOf(markers.header, h + 1) !== -1 || slotted.indexOf(markers.footer, f + 1) !== -1) fail("the page does not have one marker of each");
  const before = slotted.slice(0, h);
  const between = slotted.slice(h + markers.header.length, f);
  const after = slotted.slice(f + markers.footer.length);
  if (!full.startsWith(before) || !full.endsWith(after)) fail("drawing them changes the page outside them");
  const rest = full.slice(before.length, full.length - after.length);
  const at = rest.indexOf(between);
  if (!between || at === -1 || rest.indexOf(between, at + 1) !== -1) fail("the page between them is not found once");
  const header = rest.slice(0, at).split(placeholders);
  return { header: { text: header.filter((_, i) => i % 2 === 0), links: header.filter((_, i) => i % 2 === 1) as Lang[] }, footer: rest.slice(at + between.length) };
}

/** The parts learnt so far, by kind of page, and the pages they fill in. */
export function createChromeCache() {
  const known = new Map<string, Parts>();
  return {
    has: (routeId: string, data: PageData) => known.has(keyOf(routeId, data)),
    learn: (routeId: string, data: PageData, slotted: string, full: string) => void known.set(keyOf(routeId, data), learnParts(slotted, full)),
    /** The page rendered with markers, with its header and footer in place. */
    fill(routeId: string, data: PageData, slotted: string): string {
      const parts = known.get(keyOf(routeId, data))!;
      const { text, links } = parts.header;
      const header = text.reduce((html, piece, i) => html + (i ? escapeAttribute(data.alternates![links[i - 1]]) : "") + piece, "");
      return splice(splice(slotted, markers.header, header), markers.footer, parts.footer);
    },
  };
}
