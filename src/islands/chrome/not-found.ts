import { dom } from "../../chrome/dom-names";

/**
 * The host serves the not-found page for every unknown URL: this logs the URL asked for, as the
 * spec asks, and sends an unknown URL under a collection to its list, replacing the history entry
 * (/blog/missing → /blog). Otherwise it points the language switch, which leads to the other
 * language's home page without script, at this URL in the other language (/x ↔ /en/x), so that the
 * visitor reads the same message there and a remembered language keeps the URL.
 */
export function handleNotFound(): void {
  const page = document.querySelector(`[${dom.notFound}]`);
  if (!page) return;
  const { pathname } = location;
  console.warn(`Page not found: ${pathname}`);
  const redirects = JSON.parse(page.getAttribute(dom.notFound) ?? "[]") as { prefix: string; to: string }[];
  const redirect = redirects.find((r) => pathname.startsWith(r.prefix));
  if (redirect) return location.replace(redirect.to);
  const homes = JSON.parse(page.getAttribute(dom.homes) ?? "{}") as Record<string, string>;
  const link = document.querySelector<HTMLAnchorElement>(`a[${dom.languageSwitch}]`);
  const here = homes[document.documentElement.lang];
  const there = link && homes[link.hreflang];
  if (!link || !here || !there) return;
  const rest = here === "/" ? pathname : pathname.slice(here.length);
  link.href = there === "/" ? rest || "/" : there + (rest === "/" ? "" : rest);
}
