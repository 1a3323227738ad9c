import sanitizeHtml from "sanitize-html";
import { localizePath, type Lang } from "../routes/table";

// The allow-list of rich text: structure and emphasis only. Nothing an author writes can run as script.
const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "a", "strong", "em", "b", "i", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "img"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
};
options.allowedAttributes = { ...options.allowedAttributes, a: ["href", "title", "target", "rel"] };

/**
 * Rich text reduced to the allow-list, at build time. Other sites' links open in a new tab; a link
 * to a page of the site, written as its manifest path (/contact), goes to that page in `lang`.
 */
export const sanitize = (html: string, lang: Lang) =>
  sanitizeHtml(html, {
    ...options,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        if (/^https?:/i.test(href)) return { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } };
        if (href.startsWith("/") && !href.startsWith("//")) return { tagName, attribs: { ...attribs, href: localizePath(href, lang) } };
        return { tagName, attribs };
      },
    },
  });
