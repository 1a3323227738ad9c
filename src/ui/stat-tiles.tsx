import { colourBand } from "./card-surface";
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
  ...colourBand(theme, theme.color.teal),
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
  // The words of a figure that has numbers ("6-12 weeks", "Долоо хоногт 20 цаг") are set smaller
  // than its numbers: the numbers stand out, and a long Mongolian figure takes a line or two, not three.
  "& dd [data-unit]": { fontSize: "0.62em" },
}));

/** Runs of letters, with the spaces and marks between their words ("долоо хоног", "hrs/week"). */
const words = /(\p{L}(?:[\p{L}\p{M}\s/.'’-]*[\p{L}\p{M}.])?)/u;

/**
 * A figure in its parts: its words marked as units when it also has digits; a figure of words
 * alone ("Free", "Компьютер") is one part, set as a figure.
 */
export function figureParts(value: string): { text: string; unit: boolean }[] {
  if (!/\d/.test(value)) return [{ text: value, unit: false }];
  return value
    .split(words)
    .map((text, i) => ({ text, unit: i % 2 === 1 }))
    .filter((part) => part.text !== "");
}

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
            <span>
              {figureParts(stat.value).map(({ text, unit }, i) =>
                unit ? (
                  <span key={i} data-unit="">
                    {text}
                  </span>
                ) : (
                  text
                ),
              )}
            </span>
          </dd>
        </Tile>
      ))}
    </BalancedGrid>
  );
}
