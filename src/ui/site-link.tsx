import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { useSite } from "../site-context";
import { linkKind } from "../validate/links";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link from data: site paths go to the same language's page; other addresses open safely in a new tab. */
export function SiteLink({ href, children, ...rest }: Props) {
  const site = useSite();
  if (linkKind(href) === "internal")
    return (
      <Link to={site.href(href)} {...rest}>
        {children}
      </Link>
    );
  const newTab = /^https?:/i.test(href);
  return (
    <a href={href} target={newTab ? "_blank" : undefined} rel={newTab ? "noopener noreferrer" : undefined} {...rest}>
      {children}
    </a>
  );
}
