import { BalancedGrid } from "./balanced-grid";
import styled from "./styled";

const Tile = styled.div(({ theme }) => ({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: theme.space.xs,
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderTop: `${theme.borderWidth.band} solid ${theme.color.teal}`,
  borderRadius: theme.radius.md,
  padding: theme.space.md,
  // The figure's size follows the tile's width (theme.fontSize.figure).
  containerType: "inline-size",
  "& dt": { color: theme.color.muted, fontSize: theme.fontSize.sm },
  "& dd": {
    margin: 0,
    fontSize: theme.fontSize.figure,
    // A word longer than even a phone's tile holds breaks rather than leaves it.
    overflowWrap: "anywhere",
    lineHeight: theme.lineHeight.tight,
    fontWeight: theme.fontWeight.bold,
    color: theme.color.brandStrong,
  },
}));

/**
 * Figures with their captions in balanced rows (two on a phone): the caption is the term, the
 * figure its value, shown above it.
 */
export function StatTiles({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <BalancedGrid as="dl" columns={{ sm: 2, md: 3, lg: 5 }}>
      {stats.map((stat) => (
        <Tile key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </Tile>
      ))}
    </BalancedGrid>
  );
}
