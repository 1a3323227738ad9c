import type { Route } from "../generated/manifest";
import type { RouteSummary } from "../manifest/page-data";
import { useSite } from "../site-context";
import { Icon } from "./icon";
import { pageIcon } from "./page-icon";
import { IconBadge } from "./icon-badge";
import { SiteLink } from "./site-link";
import styled from "./styled";
import { cardSurface } from "./card-surface";
import { wideItem } from "./balanced-grid";

/** The interface word naming a kind of page: kind.visa, kind.testPrep… */
export const kindKey = (template: Route["template"]) =>
  `kind.${template.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

const Item = styled.li(({ theme }) => ({
  ...cardSurface(theme),
  position: "relative",
  "& svg": { width: theme.size.icon, height: theme.size.icon },
  "& h3, & h4": { margin: 0, color: theme.color.brandStrong },
  // The title's link covers the card, so the whole card is one tap target and one tab stop.
  "& a": { color: "inherit", textDecoration: "none" },
  "& a::after": { content: '""', position: "absolute", inset: 0, borderRadius: theme.radius.md },
  "& a:focus-visible": { outline: "none" },
  "&:has(a:focus-visible)": {
    outline: `${theme.size.focusRing} solid ${theme.color.focus}`,
    outlineOffset: theme.size.focusOffset,
  },
  "&:hover": { borderColor: theme.color.teal },
  "&:hover a": { textDecoration: "underline" },
  // A long description is cut after four lines, so that one card of a row does not stand far taller than the others.
  "& p": {
    margin: 0,
    color: theme.color.muted,
    display: "-webkit-box",
    WebkitBoxOrient: "vertical",
    WebkitLineClamp: 4,
    overflow: "clip",
  },
  // "Learn more" sits at the card's foot whatever the length of its text, in line with its row's.
  "& [data-arrow]": { marginTop: "auto", color: theme.color.tealStrong, fontWeight: theme.fontWeight.bold },
}));

/**
 * The card's contents, stacked; in a card a grid widens to a whole row (the first of seven in three
 * columns), laid along it: its icon at the start, its words beside it, "Learn more" at the end.
 * Stacked there, it would be a wide strip of empty space. (The card itself is the container its
 * width is read from, so its contents are what changes.)
 */
const Body = styled.div(({ theme }) => ({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: theme.space.sm,
  [`@container ${wideItem} (min-width: ${theme.wideCard})`]: {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr) auto",
    alignContent: "center",
    columnGap: theme.space.lg,
    rowGap: theme.space.xs,
    "& > *": { gridColumn: 2 },
    "& > :first-child": { gridColumn: 1, gridRow: "1 / span 3" },
    "& [data-arrow]": { gridColumn: 3, gridRow: "1 / span 3", alignSelf: "center", marginTop: 0 },
    "& p": { maxWidth: theme.width.measure },
  },
}));

const Kind = styled.span(({ theme }) => ({
  display: "block",
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: theme.letterSpacing.caps,
  textTransform: "uppercase",
  color: theme.color.tealStrong,
}));

/** A card linking to a page of the site: its icon, optionally its kind, its title, its description. */
export function LinkCard({
  page,
  heading: Heading = "h3",
  kind,
  description = true,
}: {
  page: RouteSummary;
  heading?: "h3" | "h4";
  kind?: boolean;
  description?: boolean;
}) {
  const { t } = useSite();
  return (
    <Item>
      <Body>
        <IconBadge>
          <Icon name={pageIcon(page)} />
        </IconBadge>
        {kind && <Kind>{t(kindKey(page.template))}</Kind>}
        <Heading>
          <SiteLink href={page.path}>{page.title}</SiteLink>
        </Heading>
        {description && <p>{page.description}</p>}
        {/* Said as the blog's cards say it; the title's link already names the card. */}
        <span data-arrow="" aria-hidden="true">
          {t("related.more")} →
        </span>
      </Body>
    </Item>
  );
}
