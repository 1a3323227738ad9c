import { dom } from "../../chrome/dom-names";

/**
 * The host serves the not-found page for every unknown URL: this logs the URL asked for, as the
 * spec asks, and sends an unknown URL under a collection to its list, replacing the history entry
 * (/blog/missing → /blog).
 */
export function handleNotFound(): void {
  const page = document.querySelector(`[${dom.notFound}]`);
  if (!page) return;
  const { pathname } = location;
  console.warn(`Page not found: ${pathname}`);
  const redirects = JSON.parse(page.getAttribute(dom.notFound) ?? "[]") as { prefix: string; to: string }[];
  const redirect = redirects.find((r) => pathname.startsWith(r.prefix));
  if (redirect) location.replace(redirect.to);
}
