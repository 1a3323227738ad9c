import { decodeHTMLAttribute } from "entities";
import { linkKind, urlParserSteps, type LinkKind } from "./links.ts";

/**
 * What a browser makes of an address written in HTML: its character references decoded as in an
 * attribute, then the URL parser's first steps.
 */
export const browserUrl = (href: string): string => urlParserSteps(decodeHTMLAttribute(href));

/**
 * What kind of link an author wrote, in a field of the manifest or in rich text. Besides the rules
 * of linkKind, a link holding a character reference (jav&#x61;script&colon;…) is unsafe: wherever
 * the text is read as HTML, a browser decodes it, and it can disguise a javascript: address.
 */
export const writtenLinkKind = (href: string): LinkKind => (browserUrl(href) === href ? linkKind(href) : "unsafe");

/** Why a link is unsafe, for an author: the disguise, when there is one. */
export function unsafeReason(href: string): string {
  const plain = browserUrl(href);
  // eslint-disable-next-line no-control-regex -- control characters are what these checks look for
  if (plain !== href || /[\u0000-\u001f\u007f]/.test(href))
    return `a browser reads it as ${JSON.stringify(plain)}: write the address plainly, without HTML entities, control characters or line breaks`;
  if (/^\/[/\\]/.test(href))
    return "an address starting with // leads to another site: write https:// before it, or a single / for a page of this site";
  return "use the path of a page of this site (/about) or an address starting with https://, http://, mailto: or tel:";
}
