import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useSite } from "../site-context";
import { linkKind, type LinkKind } from "../content/links";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

// Every page draws the same header and footer links: each address is judged once per process.
const kinds = new Map<string, LinkKind>();
const kindOf = (href: string) => kinds.get(href) ?? kinds.set(href, linkKind(href)).get(href)!;

/**
 * A click that the site handles itself, as React Router's <Link> decides it: the main button, no
 * modifier key (those open a new tab or window), no other target, not already handled.
 */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!event.currentTarget.target || event.currentTarget.target === "_self") &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** A link to a URL of the site (/en/about), followed by the router without reloading the page. */
export function PageLink({ to, children, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = useSite();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !isPlainClick(event)) return;
    event.preventDefault();
    // A link to the page already shown replaces its history entry rather than adding a copy.
    navigate(to, { replace: location.pathname + location.search + location.hash === to });
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

/**
 * A link from data: site paths go to the same language's page; http(s) addresses open in a new tab
 * that cannot reach back into this page. The validator refuses any other address; should one reach
 * a page anyway, its text is shown without a link rather than as a link that could run script.
 *
 * A page of the site is a plain <a> whose click moves the router, as <Link> does, without
 * <Link>'s per-link hooks: a page draws a hundred of these, and the build draws thousands of pages.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  const site = useSite();
  const kind = kindOf(href);
  if (kind === "internal")
    return (
      <PageLink to={site.href(href)} {...rest}>
        {children}
      </PageLink>
    );
  if (kind === "unsafe") return <span className={rest.className}>{children}</span>;
  const newTab = /^https?:/i.test(href);
  return (
    <a href={href} target={newTab ? "_blank" : undefined} rel={newTab ? "noopener noreferrer" : undefined} {...rest}>
      {children}
    </a>
  );
}
