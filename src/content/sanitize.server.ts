import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { localizePath, type Lang } from "../routes/table.ts";
import { writtenLinkKind } from "./links.server.ts";

/**
 * The allow-list of rich text: headings, paragraphs, lists, links, emphasis, quotes, tables and
 * pictures from the site's own files. Nothing an author writes can run as script.
 */
export const allowedTags = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "b",
  "i",
  "blockquote",
  "table",
  "caption",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "img",
];
const allowedAttributes: Record<string, string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
  th: ["scope"],
};
/** Pictures come from public/: a path of this site, never another site's address. */
const isLocalPicture = (src: string | undefined) => src !== undefined && writtenLinkKind(src) === "internal";

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { ...allowedAttributes, a: [...allowedAttributes.a, "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // A picture from elsewhere is dropped whole, not left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !isLocalPicture(frame.attribs.src),
};

/**
 * Rich text reduced to the allow-list, at build time. Other sites' links open in a new tab that
 * cannot reach back into this page; a link to a page of the site, written as its manifest path
 * (/contact), goes to that page in `lang`.
 */
export const sanitize = (html: string, lang: Lang) =>
  sanitizeHtml(html, {
    ...options,
    transformTags: {
      a: (tagName, { href, ...attribs }) => {
        const kind = href === undefined ? "unsafe" : writtenLinkKind(href);
        if (kind === "unsafe") return { tagName, attribs };
        if (kind === "external")
          return { tagName, attribs: { ...attribs, href: href!, target: "_blank", rel: "noopener noreferrer" } };
        return { tagName, attribs: { ...attribs, href: href!.startsWith("/") ? localizePath(href!, lang) : href! } };
      },
    },
  });

/**
 * What rich text holds, read as the sanitiser reads it (the same parser, with the same options):
 * every element with its attributes.
 */
export function elementsOf(html: string): { tag: string; attribs: Record<string, string> }[] {
  const elements: { tag: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (tag, attribs) => elements.push({ tag, attribs }) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return elements;
}

/** The attributes of a tag that the allow-list keeps. */
export const allowedAttributesOf = (tag: string): string[] => allowedAttributes[tag] ?? [];
export { isLocalPicture };
