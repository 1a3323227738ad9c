import type { InlineCode } from "./inline-code.server";

type Directive = [string, ...string[]];

/**
 * The whole policy of one page, delivered in its <meta> tag: scripts and styles from the site's
 * own files (the site's stylesheet among them), plus exactly the inline ones the page was built
 * with, by hash (`hashed`: the page's inline code as hash sources, from `hashedCode`). See
 * docs/decisions/0010-content-security-policy.md and 0016.
 */
export function pagePolicy(hashed: InlineCode): string {
  const directives: Directive[] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashed.scripts],
    ["style-src", "'self'", ...hashed.styles],
    ["style-src-attr", "'unsafe-hashes'", ...hashed.styleAttributes],
    ["img-src", "'self'"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * The policy of one page's response header. A browser enforces the header's policy and the meta
 * tag's together, so the header repeats only what keeps scripts out, plus frame-ancestors, which a
 * <meta> tag cannot carry; the styles' hashes stay in the page, keeping _headers small.
 */
export function headerPolicy(hashed: InlineCode): string {
  const directives: Directive[] = [
    ["script-src", "'self'", ...hashed.scripts],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}
