import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { useSite } from "../site-context";
import { linkKind } from "../validate/links";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link from data: site paths go to the same language's page; http(s) addresses open in a new tab
 * that cannot reach back into this page. The validator refuses any other address; should one reach
 * a page anyway, its text is shown without a link rather than as a link that could run script.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  const site = useSite();
  const kind = linkKind(href);
  if (kind === "internal")
    return (
      <Link to={site.href(href)} {...rest}>
        {children}
      </Link>
    );
  if (kind === "unsafe") return <span className={rest.className}>{children}</span>;
  const newTab = /^https?:/i.test(href);
  return (
    <a href={href} target={newTab ? "_blank" : undefined} rel={newTab ? "noopener noreferrer" : undefined} {...rest}>
      {children}
    </a>
  );
}
