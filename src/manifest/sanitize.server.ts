import sanitizeHtml from "sanitize-html";

// The allow-list of rich text: structure and emphasis only. Nothing an author writes can run as script.
const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "a", "strong", "em", "b", "i", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "img"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => (/^https?:/i.test(attribs.href ?? "") ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } } : { tagName, attribs }),
  },
};
options.allowedAttributes = { ...options.allowedAttributes, a: ["href", "title", "target", "rel"] };

/** Rich text reduced to the allow-list, at build time. */
export const sanitize = (html: string) => sanitizeHtml(html, options);
