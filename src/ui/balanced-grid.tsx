import { Children, type ReactNode } from "react";
import { scrollRowAttribute } from "./scroll-row";
import styled, { type CSSObject } from "./styled";
import { belowMd, fromMd, fromXl, theme } from "../theme";

/** How a grid lays out its items at one width: how many columns, and what its last row does. */
export interface Layout {
  columns: number;
  /** even: every row full; centre: the last row one short and centred; feature: the first item wider. */
  last: "even" | "centre" | "feature";
  /** With "feature", how many columns the first item spans so that every row is full. */
  span: number;
}

/**
 * The layout of `count` items in at most `most` columns without an orphan row: as few rows as `most`
 * columns need, the items spread evenly over them (6 in four columns: 3 + 3); a last row one item
 * short is centred (7: 4 + 3); a shorter one is filled by widening the first item (7 in three
 * columns: one wide, then 3 + 3).
 */
export function balance(count: number, most: number): Layout {
  const rows = Math.ceil(count / Math.max(1, most));
  const columns = Math.max(1, Math.ceil(count / Math.max(1, rows)));
  const rest = count % columns;
  if (rest === 0) return { columns, last: "even", span: 1 };
  if (rest === columns - 1 && columns >= 3) return { columns, last: "centre", span: 1 };
  return { columns, last: "feature", span: columns - rest + 1 };
}

/** A layout as the value of a data attribute: "3", "4c" (centred last row), "3f3" (first item spans 3). */
export const layoutCode = ({ columns, last, span }: Layout) =>
  last === "even" ? `${columns}` : last === "centre" ? `${columns}c` : `${columns}f${span}`;

/** The most columns any grid has; a wider request is capped. */
const maxColumns = 8;

/**
 * The container name of an item wider than a column (a widened first item, every item of a
 * one-column layout): what it holds may lay itself out for its width with `@container wide-item`.
 * The other items are not containers, so that they can share the grid's rows (subgrid).
 */
export const wideItem = "wide-item";
const wide: CSSObject = { containerType: "inline-size", containerName: wideItem };

/**
 * The rules of every layout under one attribute. Each column is two tracks, so that a centred last
 * row can start half a column in.
 */
function layoutRules(attribute: string): CSSObject {
  const rules: CSSObject = { "& > *": { gridColumn: "span 2" }, [`&[${attribute}="1"] > *`]: wide };
  for (let columns = 1; columns <= maxColumns; columns++) {
    const codes = [`${columns}`, `${columns}c`, ...Array.from({ length: columns }, (_, s) => `${columns}f${s + 1}`)];
    rules[codes.map((code) => `&[${attribute}="${code}"]`).join(", ")] = {
      gridTemplateColumns: `repeat(${2 * columns}, minmax(0, 1fr))`,
    };
    if (columns >= 3)
      rules[`&[${attribute}="${columns}c"] > :nth-last-child(${columns - 1})`] = { gridColumn: "2 / span 2" };
    for (let span = 2; span <= columns; span++)
      rules[`&[${attribute}="${columns}f${span}"] > :first-child`] = { gridColumn: `span ${2 * span}`, ...wide };
  }
  return rules;
}

// Each width's rules apply only in its own range, so that a phone's wide first item stays a phone's.
const { md, lg, xl } = theme.breakpoint;
const tabletOnly = `@media (min-width: ${md}px) and (max-width: ${lg - 0.02}px)`;
const laptopOnly = `@media (min-width: ${lg}px) and (max-width: ${xl - 0.02}px)`;

const Items = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space.md,
  [belowMd]: {
    ...layoutRules("data-sm"),
    // A row that scrolls sideways: each item a little narrower than the row, so the next one peeks in.
    "&[data-phone=scroll]": { display: "flex", alignItems: "stretch" },
    "&[data-phone=scroll] > *": { flex: `0 0 ${theme.peek.card}`, scrollSnapAlign: "start" },
    "&[data-phone=scroll][data-peek=tile] > *": { flexBasis: theme.peek.tile },
    "&[data-phone=scroll][data-peek=logo] > *": { flexBasis: theme.peek.logo },
  },
  [tabletOnly]: layoutRules("data-md"),
  [laptopOnly]: layoutRules("data-lg"),
  [fromXl]: layoutRules("data-xl"),
}));

/** On a phone, the row's scroll container: as wide as the screen, its overflow clipped inside it. */
const Scroller = styled.div(({ theme }) => ({
  [belowMd]: {
    overflowX: "auto",
    overscrollBehaviorX: "contain",
    scrollSnapType: "x mandatory",
    margin: `0 -${theme.space.md}`,
    padding: `${theme.space.xs} ${theme.space.md} ${theme.space.md}`,
    scrollPaddingInline: theme.space.md,
    scrollbarWidth: "thin",
    scrollbarColor: `${theme.color.border} transparent`,
  },
}));

const Hint = styled.p(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: theme.space.xs,
  margin: `0 0 ${theme.space.sm}`,
  color: theme.color.muted,
  fontSize: theme.fontSize.sm,
  [fromMd]: { display: "none" },
}));

export interface BalancedGridProps {
  /**
   * The most columns each width holds: sm a phone's (1 unless said), md a tablet's, lg a laptop's
   * and xl a wide screen's (lg's unless said).
   */
  columns: { sm?: number; md: number; lg: number; xl?: number };
  /**
   * A phone's layout: "grid" (sm columns), "list" (one column, for items that draw themselves
   * compact), or "scroll" (one row that scrolls sideways, to keep the page short).
   */
  phone?: "grid" | "list" | "scroll";
  /** In a scroll row, how wide an item is: a card, a picture tile or a logo. */
  peek?: "card" | "tile" | "logo";
  /** The scroll row's accessible name (for example the section's heading); needed with phone="scroll". */
  label?: string;
  /** A visible line above a scroll row on phones, saying it scrolls sideways. */
  hint?: string;
  as?: "ul" | "ol" | "dl";
  className?: string;
  /** One element per item: li for a list. */
  children: ReactNode;
}

/**
 * Items in balanced rows at every width (see `balance`); on a phone one column, a compact list or a
 * row that scrolls sideways. A scroll row is a named group a keyboard can focus and scroll with the
 * arrow keys (a group, not a region: its section is already the region of that name); every item
 * stays in the HTML.
 */
export function BalancedGrid({
  columns,
  phone = "grid",
  peek = "card",
  label,
  hint,
  as = "ul",
  className,
  children,
}: BalancedGridProps) {
  const count = Children.toArray(children).length;
  const most = (n: number) => Math.min(n, maxColumns);
  const items = (
    <Items
      as={as}
      className={className}
      data-phone={phone}
      data-peek={phone === "scroll" ? peek : undefined}
      data-sm={
        phone === "scroll" ? undefined : layoutCode(balance(count, phone === "grid" ? most(columns.sm ?? 1) : 1))
      }
      data-md={layoutCode(balance(count, most(columns.md)))}
      data-lg={layoutCode(balance(count, most(columns.lg)))}
      data-xl={layoutCode(balance(count, most(columns.xl ?? columns.lg)))}
    >
      {children}
    </Items>
  );
  if (phone !== "scroll") return items;
  return (
    <>
      {hint && (
        <Hint aria-hidden="true">
          {hint} <span>→</span>
        </Hint>
      )}
      {/* A focus stop without script too; the page's script keeps it one only where the row scrolls. */}
      <Scroller role="group" aria-label={label} tabIndex={0} {...{ [scrollRowAttribute]: "" }}>
        {items}
      </Scroller>
    </>
  );
}
