/** What kind of link a string is. Internal paths may end in a #anchor. */
export type LinkKind = "internal" | "external" | "unsafe";

const external = /^(https?:\/\/[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]{5,})$/i;

export function linkKind(href: string): LinkKind {
  if (href.startsWith("/") && !href.startsWith("//")) return "internal";
  return external.test(href) ? "external" : "unsafe";
}

/** "/about#team" → ["/about", "team"]. */
export function splitAnchor(href: string): [string, string | undefined] {
  const hash = href.indexOf("#");
  return hash === -1 ? [href, undefined] : [href.slice(0, hash), href.slice(hash + 1)];
}
