import type { AnchorHTMLAttributes } from "react";
import { useSite } from "../site-context";
import { linkKind, type LinkKind } from "../content/links";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

// Every page draws the same header and footer links: each address is judged once per process.
const kinds = new Map<string, LinkKind>();
const kindOf = (href: string) => kinds.get(href) ?? kinds.set(href, linkKind(href)).get(href)!;

/**
 * A link from data: site paths go to the same language's page; http(s) addresses open in a new tab
 * that cannot reach back into this page. The validator refuses any other address; should one reach
 * a page anyway, its text is shown without a link rather than as a link that could run script.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  const site = useSite();
  const kind = kindOf(href);
  if (kind === "internal")
    return (
      <a href={site.href(href)} {...rest}>
        {children}
      </a>
    );
  if (kind === "unsafe") return <span className={rest.className}>{children}</span>;
  const newTab = /^https?:/i.test(href);
  return (
    <a href={href} target={newTab ? "_blank" : undefined} rel={newTab ? "noopener noreferrer" : undefined} {...rest}>
      {children}
    </a>
  );
}
