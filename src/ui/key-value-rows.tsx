import type { ReactNode } from "react";
import styled from "./styled";
import { fromMd } from "../theme";
import { VisuallyHidden } from "./visually-hidden";

const Rows = styled.dl(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderTop: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  // From md up, one column of names as wide as the longest (at most two fifths), shared by every row.
  [fromMd]: {
    display: "grid",
    gridTemplateColumns: "fit-content(40%) minmax(0, 1fr)",
    columnGap: theme.space.xl,
  },
  "& > div, & > li": {
    display: "grid",
    gap: theme.space.xs,
    padding: `${theme.space.sm} 0`,
    borderBottom: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    [fromMd]: {
      gridColumn: "1 / -1",
      gridTemplateColumns: "subgrid",
      columnGap: theme.space.xl,
      padding: `${theme.space.md} 0`,
    },
  },
  "& dt, & [data-term]": { fontWeight: theme.fontWeight.bold, color: theme.color.brandStrong },
  "& dd": { margin: 0 },
  // A row without a name: its detail spans the row.
  "& [data-whole]": { gridColumn: "1 / -1" },
  // Figures (salaries, fees) line up on the right, digit under digit, in a column as wide as the
  // widest (at most half): the names have the rest, rather than wrap beside empty room.
  "&[data-values=figures]": { [fromMd]: { gridTemplateColumns: "minmax(0, 1fr) fit-content(50%)" } },
  "&[data-values=figures] dd": {
    fontVariantNumeric: "tabular-nums",
    [fromMd]: { textAlign: "right" },
  },
}));

export interface Row {
  term?: ReactNode;
  value: ReactNode;
  key: string;
}

/**
 * Names and their details as rows: the name above its detail on a phone, beside it from md up. A
 * description list when every row has a name; otherwise a list whose unnamed rows span the row.
 */
export function KeyValueRows({ rows, figures }: { rows: Row[]; figures?: boolean }) {
  const values = figures ? "figures" : undefined;
  if (rows.every((row) => row.term !== undefined))
    return (
      <Rows data-values={values}>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>
              {row.term}
              <VisuallyHidden>: </VisuallyHidden>
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Rows>
    );
  return (
    <Rows as="ul" data-values={values}>
      {rows.map((row) =>
        row.term === undefined ? (
          <li key={row.key}>
            <span data-whole="">{row.value}</span>
          </li>
        ) : (
          <li key={row.key}>
            <span data-term="">
              {row.term}
              <VisuallyHidden>: </VisuallyHidden>
            </span>
            <span>{row.value}</span>
          </li>
        ),
      )}
    </Rows>
  );
}
