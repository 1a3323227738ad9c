import { colourBand } from "./card-surface";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import type { Icon as IconName } from "../generated/manifest";
import { Glyph } from "./glyph";
import { Icon } from "./icon";
import { IconBadge } from "./icon-badge";
import { SiteLink } from "./site-link";
import styled from "./styled";

const Frame = styled.div(({ theme }) => ({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: theme.space.sm,
  height: "100%",
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  ...colourBand(theme, theme.color.teal),
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space.lg,
  "& h3": { margin: 0, color: theme.color.brandStrong },
  "& h3 a": { color: "inherit", textDecoration: "none" },
  // A card with a link of its own is one target: its title's link covers it.
  "& h3 a::after": { content: '""', position: "absolute", inset: 0, borderRadius: theme.radius.md },
  "& h3 a:hover": { textDecoration: "underline" },
  "& > p": { margin: 0, color: theme.color.muted },
}));

const Links = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: `${theme.space.xs} 0 0`,
  padding: 0,
  "& li + li": { borderTop: `${theme.borderWidth.hairline} solid ${theme.color.border}` },
  "& a": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: theme.space.sm,
    minHeight: theme.size.touch,
    // A label of two or three lines (Mongolian's are long) keeps clear of the rules between links.
    padding: `${theme.space.sm} 0`,
    color: theme.color.brand,
    fontWeight: theme.fontWeight.bold,
    lineHeight: theme.lineHeight.tight,
    textDecoration: "none",
  },
  "& a:hover": { color: theme.color.tealStrong, textDecoration: "underline" },
  "& svg": { flexShrink: 0, color: theme.color.teal },
  "& small": { display: "block", color: theme.color.muted, fontWeight: theme.fontWeight.regular },
}));

/**
 * A service, or a group of services, as a card: its icon, its title (a link over the whole card
 * when it has `href`), an optional description and, as children, its links (ServiceLinks).
 */
export function ServiceCard({
  icon,
  title,
  href,
  description,
  children,
}: {
  icon: IconName;
  title: string;
  href?: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Frame>
      <IconBadge>
        <Icon name={icon} />
      </IconBadge>
      <h3>{href ? <SiteLink href={href}>{title}</SiteLink> : title}</h3>
      {description && <p>{description}</p>}
      {children}
    </Frame>
  );
}

/** Links to pages as rows a finger can hit, each with a chevron and, when given, a line about it. */
export function ServiceLinks({ links }: { links: { href: string; title: string; description?: string }[] }) {
  return (
    <Links>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href}>
            <span>
              {link.title}
              {link.description && <small>{link.description}</small>}
            </span>
            <Glyph icon={ChevronRight} size={18} aria-hidden="true" focusable="false" />
          </SiteLink>
        </li>
      ))}
    </Links>
  );
}
