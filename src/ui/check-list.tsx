import type { ReactNode } from "react";
import { Icon } from "./icon";
import styled from "./styled";
import { fromMd } from "../theme";

const List = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space.sm,
  "& > li": {
    display: "grid",
    gridTemplateColumns: `${theme.size.icon} minmax(0, 1fr)`,
    gap: theme.space.sm,
    alignItems: "start",
    breakInside: "avoid",
  },
  // The tick as tall as the item's first line, so that it sits beside that line's middle.
  "& > li > span:first-of-type": {
    display: "flex",
    alignItems: "center",
    height: `${theme.lineHeight.body}em`,
    color: theme.color.teal,
  },
  "& svg": { width: theme.size.icon, height: theme.size.icon },
  // Short points in two columns from md up, read down the first column, then the second.
  "&[data-columns='2']": {
    [fromMd]: {
      display: "block",
      columns: 2,
      columnGap: theme.space.xl,
      "& > li": { marginBottom: theme.space.sm },
    },
  },
}));

/** Points, each with a tick; `columns` puts short points in two columns on wider screens. */
export function CheckList({ items, columns }: { items: { key: string; content: ReactNode }[]; columns?: 2 }) {
  return (
    <List data-columns={columns}>
      {items.map((item) => (
        <li key={item.key}>
          <span>
            <Icon name="check" />
          </span>
          <span>{item.content}</span>
        </li>
      ))}
    </List>
  );
}
