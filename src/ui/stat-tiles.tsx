import styled from "./styled";
import { fromMd } from "../theme";

const Tiles = styled.dl(({ theme }) => ({
  display: "grid",
  gap: theme.space.md,
  gridTemplateColumns: "repeat(2, 1fr)",
  margin: 0,
  [fromMd]: { gridTemplateColumns: `repeat(auto-fit, minmax(${theme.minColumn.tile}, 1fr))` },
  "& > div": {
    display: "flex",
    flexDirection: "column-reverse",
    justifyContent: "flex-end",
    gap: theme.space.xs,
    background: theme.color.surface,
    border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    borderTop: `${theme.borderWidth.band} solid ${theme.color.teal}`,
    borderRadius: theme.radius.md,
    padding: theme.space.md,
  },
  "& dt": { color: theme.color.muted, fontSize: theme.fontSize.sm },
  "& dd": {
    margin: 0,
    fontSize: theme.fontSize.xl,
    lineHeight: theme.lineHeight.tight,
    fontWeight: theme.fontWeight.bold,
    color: theme.color.brandStrong,
  },
}));

/** Figures with their captions: the caption is the term, the figure its value, shown above it. */
export function StatTiles({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <Tiles>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Tiles>
  );
}
