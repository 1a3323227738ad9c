/** What kind of link a string is. Internal paths may end in a #anchor. */
export type LinkKind = "internal" | "external" | "unsafe";

const external = /^(https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]{5,})$/i;
const internal = /^\/(?![/\\])[^\s\\]*$/;

/**
 * The WHATWG URL parser's first steps: tabs and line breaks removed, control characters and spaces
 * trimmed from both ends.
 */
export const urlParserSteps = (url: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what these steps remove
  url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");

/**
 * What kind of link an address is, as a component hands it to the browser. A link is safe when it
 * is a path of this site or an http(s), mailto or tel address, written plainly: control characters
 * and spaces that a browser would drop can disguise a javascript: address or make a path lead to
 * another site (/\t/evil.example), so a link holding any is unsafe. A component's address reaches
 * the browser with its `&` escaped, so character references are never decoded there; the rule for
 * what authors write, in fields and in rich text, refuses them too (links.server.ts).
 */
export function linkKind(href: string): LinkKind {
  // eslint-disable-next-line no-control-regex -- control characters are what these checks look for
  if (/[\u0000-\u001f\u007f]/.test(href) || urlParserSteps(href) !== href) return "unsafe";
  if (internal.test(href)) return "internal";
  return external.test(href) ? "external" : "unsafe";
}

/** "/about#team" → ["/about", "team"]. */
export function splitAnchor(href: string): [string, string | undefined] {
  const hash = href.indexOf("#");
  return hash === -1 ? [href, undefined] : [href.slice(0, hash), href.slice(hash + 1)];
}
