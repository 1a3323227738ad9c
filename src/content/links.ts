/** What kind of link a string is. Internal paths may end in a #anchor. */
export type LinkKind = "internal" | "external" | "unsafe";

const external = /^(https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]{5,})$/i;
const internal = /^\/(?![/\\])[^\s\\]*$/;

/** HTML character references, as a browser decodes them inside an attribute. */
const reference = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));?/gi;
const named: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  lpar: "(",
  rpar: ")",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
};

/**
 * What a browser makes of an address: character references decoded, then tabs and line breaks
 * removed and control characters and spaces trimmed from both ends (the WHATWG URL parser's steps).
 */
export function browserUrl(href: string): string {
  const decoded = href.replace(reference, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal ?? hex) {
      const code = decimal ? Number(decimal) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[name!.toLowerCase()] ?? whole;
  });
  // eslint-disable-next-line no-control-regex -- control characters are what these checks look for
  return decoded.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

/**
 * A link is safe when it is a path of this site or an http(s), mailto or tel address, written
 * plainly: references, control characters and spaces that a browser would decode or drop can
 * disguise a javascript: address or make a path lead to another site (/\t/evil.example), so a link
 * holding any is unsafe.
 */
export function linkKind(href: string): LinkKind {
  // eslint-disable-next-line no-control-regex -- control characters are what these checks look for
  if (/[\u0000-\u001f\u007f]/.test(href) || browserUrl(href) !== href) return "unsafe";
  if (internal.test(href)) return "internal";
  return external.test(href) ? "external" : "unsafe";
}

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

/** "/about#team" → ["/about", "team"]. */
export function splitAnchor(href: string): [string, string | undefined] {
  const hash = href.indexOf("#");
  return hash === -1 ? [href, undefined] : [href.slice(0, hash), href.slice(hash + 1)];
}
