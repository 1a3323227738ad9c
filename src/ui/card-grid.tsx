import type { Card as CardData } from "../generated/manifest";
import type { Localized } from "../i18n/localize";
import { BalancedGrid, type BalancedGridProps } from "./balanced-grid";
import { Icon } from "./icon";
import { IconBadge } from "./icon-badge";
import styled from "./styled";
import { cardSurface } from "./card-surface";
import { visuallyHidden } from "./visually-hidden";
import { belowMd } from "../theme";

const Item = styled.li(({ theme }) => ({
  ...cardSurface(theme),
  "& h3": { margin: `0 0 ${theme.space.xs}`, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.muted },
  "& [data-step]": {
    color: theme.color.tealStrong,
    fontSize: theme.fontSize.sm,
    fontWeight: theme.fontWeight.bold,
    letterSpacing: theme.letterSpacing.caps,
    textTransform: "uppercase",
  },
  // A phone's compact list: the badge beside the text, no card around it.
  [belowMd]: {
    "[data-phone=list] > &": {
      display: "grid",
      gridTemplateColumns: "auto 1fr",
      gap: theme.space.md,
      alignItems: "start",
      padding: 0,
      border: 0,
      boxShadow: "none",
      background: "transparent",
    },
    "[data-phone=list] > & p": { fontSize: theme.fontSize.sm },
    // Steps on a phone: numbered circles joined by a line, the step's label left to screen readers.
    "ol[data-phone=list] > &": { position: "relative" },
    "ol[data-phone=list] > &:not(:last-child)::before": {
      content: '""',
      position: "absolute",
      top: theme.size.badge,
      bottom: `-${theme.space.md}`,
      left: `calc((${theme.size.badge} - ${theme.borderWidth.thick}) / 2)`,
      width: theme.borderWidth.thick,
      background: theme.color.tealSoft,
    },
    "ol[data-phone=list] > & svg": { display: "none" },
    "ol[data-phone=list] > & [data-number]": { display: "inline" },
    "ol[data-phone=list] > & [data-step]": visuallyHidden,
  },
  "& [data-number]": { display: "none", fontSize: theme.fontSize.lg, fontWeight: theme.fontWeight.bold },
}));

/** Icon cards in balanced rows; "numbered" shows each card's position, for steps read in order. */
export function CardGrid({
  cards,
  numbered,
  stepLabel,
  columns = { md: 3, lg: 4 },
  phone = "list",
  ...scroll
}: {
  cards: Localized<CardData>[];
  numbered?: boolean;
  stepLabel?: (n: number) => string;
} & Partial<Pick<BalancedGridProps, "columns" | "phone" | "label" | "hint">>) {
  return (
    <BalancedGrid as={numbered ? "ol" : "ul"} columns={columns} phone={phone} {...scroll}>
      {cards.map((card, i) => (
        <Item key={card.title}>
          <IconBadge>
            <Icon name={card.icon} />
            {numbered && (
              <span data-number="" aria-hidden="true">
                {i + 1}
              </span>
            )}
          </IconBadge>
          <div>
            {numbered && stepLabel && <p data-step="">{stepLabel(i + 1)}</p>}
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </div>
        </Item>
      ))}
    </BalancedGrid>
  );
}
