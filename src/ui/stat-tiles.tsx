import { BalancedGrid } from "./balanced-grid";
import styled from "./styled";

const Tile = styled.div(({ theme }) => ({
  // Two rows of the grid, shared with the tiles beside it (subgrid): the figures of a row end
  // together even where one takes two lines, and the captions under them start together even
  // where one does.
  display: "grid",
  gridRow: "span 2",
  gridTemplateRows: "subgrid",
  rowGap: theme.space.xs,
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderTop: `${theme.borderWidth.band} solid ${theme.color.teal}`,
  borderRadius: theme.radius.md,
  padding: theme.space.md,
  "& dt": { gridRow: 2, alignSelf: "start", color: theme.color.muted, fontSize: theme.fontSize.sm },
  "& dd": {
    gridRow: 1,
    alignSelf: "end",
    margin: 0,
    // The figure's size follows the tile's width (theme.fontSize.figure). The tile itself cannot
    // be the container: a container is laid out on its own, and would not share its rows.
    containerType: "inline-size",
  },
  "& dd > span": {
    display: "block",
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
          <dd>
            <span>{stat.value}</span>
          </dd>
        </Tile>
      ))}
    </BalancedGrid>
  );
}
