import styled from "./styled";
import { belowMd, fromMd } from "../theme";

/**
 * A table of facts: a tinted header row, rows divided by rules, each row's first cell its name.
 * Tables stay in their column; text wraps rather than widening the page.
 */
export const DataTable = styled.table(({ theme }) => ({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  overflow: "hidden",
  overflowWrap: "break-word",
  // On a phone, smaller type and tighter cells, so that three columns of long words fit 320 px.
  fontSize: theme.fontSize.sm,
  // A column of short values keeps each on one line where the table has room (see shortColumn).
  [fromMd]: { fontSize: theme.fontSize.md, "& [data-short]": { whiteSpace: "nowrap" } },
  "& th, & td": {
    textAlign: "left",
    verticalAlign: "top",
    padding: `${theme.space.sm} ${theme.space.xs}`,
    [fromMd]: { padding: `${theme.space.sm} ${theme.space.md}` },
    borderBottom: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  },
  // The cells beside the table's border keep some room from it, on a phone too.
  [belowMd]: {
    "& :is(th, td):first-child": { paddingLeft: theme.space.sm },
    "& :is(th, td):last-child": { paddingRight: theme.space.sm },
  },
  "& tbody tr:last-child > *": { borderBottom: 0 },
  "& thead th": {
    background: theme.color.subtle,
    color: theme.color.brandStrong,
    fontSize: theme.fontSize.sm,
    // Capitals only where there is room: a Mongolian header in capitals is wider than a phone's column.
    // There, on one line: its column as wide as the header, the longest column wrapping instead.
    [fromMd]: { letterSpacing: theme.letterSpacing.caps, textTransform: "uppercase", whiteSpace: "nowrap" },
  },
  "& tbody th": { color: theme.color.brandStrong },
}));

/** The most characters of a value that a column keeps on one line: a name, a duration ("About 30-45 minutes"). */
const shortText = 22;

/**
 * The attribute of a column's cells when every value of the column is short (a name, a duration):
 * from md up each stays on one line, and the table's longer text wraps instead of them.
 */
export const shortColumn = (values: string[]): { "data-short"?: "" } =>
  values.every((value) => value.length <= shortText) ? { "data-short": "" } : {};
