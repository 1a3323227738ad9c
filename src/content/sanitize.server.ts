import { createRequire } from "node:module";
import { localizePath, type Lang } from "../routes/table.ts";
import { unsafeReason, writtenLinkKind } from "./links.server.ts";
import { keepTogetherInHtml } from "./typography.ts";

// sanitize-html (with postcss) is required when a text is first cleaned, as the CommonJS package it
// is: a rebuild whose drawn pages have no rich text, and the pages' keys, never load it.
const require = createRequire(import.meta.url);
let sanitizeHtml: typeof import("sanitize-html") | undefined;

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
/**
 * The attributes each allowed tag keeps; a link's target and rel are the sanitiser's (a new tab only
 * as _blank, which never gets the opener). Every tag has its list, even an empty one: sanitize-html
 * leaves the attributes of a tag without a list out of the HTML but in the element it reports.
 */
const allowedAttributes: Record<string, string[]> = Object.fromEntries(
  allowedTags.map((tag) => [
    tag,
    { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"], th: ["scope"] }[tag] ?? [],
  ]),
);
/** Elements removed with everything inside them (sanitize-html's list, said here so the report can name them). */
const removedWithContent = ["script", "style", "textarea", "option", "xmp"];
const newTab = { target: "_blank", rel: "noopener noreferrer" };

/** Pictures come from public/: a path of this site, never another site's address. */
export const isLocalPicture = (src: string | undefined) => src !== undefined && writtenLinkKind(src) === "internal";

/**
 * A link as the site publishes it: another site's opens in a new tab that cannot reach back into
 * this page; a page of the site, written as its manifest path (/contact), goes to that page in
 * `lang`, in a new tab only if the author asked for one (_blank, with the same rel); any other
 * target or rel is dropped, and so is an unsafe address.
 */
function link({ href, target, rel, ...attribs }: Record<string, string>, lang: Lang): Record<string, string> {
  const kind = href === undefined ? "none" : writtenLinkKind(href);
  if (kind === "external") return { ...attribs, href, ...newTab };
  if (kind !== "internal") return attribs;
  const local = localizePath(href, lang);
  return target === newTab.target ? { ...attribs, href: local, ...newTab } : { ...attribs, href: local };
}

/** Rich text as published, and what the sanitiser took out of it, in an author's words. */
export interface CleanedText {
  html: string;
  /** Each thing removed once: `<script> and what it holds`, `onclick="…" on <p>`, `the link "javascript:…" (why)`. */
  removed: string[];
  /** The addresses of the links and pictures kept, as the author wrote them. */
  links: string[];
  pictures: string[];
  /** The pictures kept (as in `pictures`) whose alt text is missing or only spaces. */
  undescribed: string[];
}

/** The words for an attribute of `tag` that the sanitiser did not keep as written. */
function removal(tag: string, name: string, value: string): string {
  if (tag === "a" && name === "href") return `the link ${JSON.stringify(value)} (${unsafeReason(value)})`;
  if (tag === "img" && name === "src")
    return `the picture ${JSON.stringify(value)} (pictures must be files in public/, such as /images/photo.jpg)`;
  return `${name}="…" on <${tag}>`;
}

/**
 * Reduces rich text to the allow-list, at build time, and says what it removed: the validator's
 * warnings are this list, so that they cannot disagree with what is published. Every decision is
 * recorded where it is made: a tag that is not allowed as it is met, and, once an element is
 * complete, each attribute it was written with that it does not keep with the same value (a
 * page link's address, put in the page's language, is kept).
 */
export function cleanRichText(html: string, lang: Lang): CleanedText {
  const removed = new Set<string>();
  const links: string[] = [];
  const pictures: string[] = [];
  const undescribed: string[] = [];
  // The attributes each kept element was written with, by the object the sanitiser filters.
  const written = new WeakMap<Record<string, string>, Record<string, string>>();
  sanitizeHtml ??= require("sanitize-html") as typeof import("sanitize-html");
  const output = sanitizeHtml(html, {
    allowedTags,
    allowedAttributes,
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    nonTextTags: removedWithContent,
    // Quotes in text are escaped too: no text can spell an attribute (data-island="…") in the HTML.
    textFilter: (text) => text.replace(/"/g, "&quot;"),
    transformTags: {
      "*": (tagName, attribs) => {
        if (!allowedTags.includes(tagName)) {
          removed.add(removedWithContent.includes(tagName) ? `<${tagName}> and what it holds` : `<${tagName}>`);
          return { tagName, attribs };
        }
        const kept = tagName === "a" ? link(attribs, lang) : { ...attribs };
        written.set(kept, { ...attribs });
        return { tagName, attribs: kept };
      },
    },
    // Called for each allowed element once it is complete, with the attributes it keeps.
    exclusiveFilter: (frame) => {
      const original = written.get(frame.attribs) ?? {};
      const kept = frame.attribs;
      // A picture from elsewhere is dropped whole, not left as an empty frame.
      if (frame.tag === "img" && !isLocalPicture(kept.src)) {
        removed.add(removal("img", "src", original.src ?? ""));
        return true;
      }
      for (const [name, value] of Object.entries(original)) {
        const localized = frame.tag === "a" && name === "href" && kept.href !== undefined;
        if (kept[name] !== value && !localized) removed.add(removal(frame.tag, name, value));
      }
      if (frame.tag === "a" && kept.href !== undefined) links.push(original.href);
      if (frame.tag === "img") {
        pictures.push(original.src);
        if (!original.alt?.trim()) undescribed.push(original.src);
      }
      return false;
    },
  });
  return { html: output, removed: [...removed], links, pictures, undescribed };
}

/** Rich text reduced to the allow-list, at build time, with its numbers kept on one line ("9:00-18:00"). */
export const sanitize = (html: string, lang: Lang) => keepTogetherInHtml(cleanRichText(html, lang).html);
