import type { ReactNode } from "react";
import styled from "./styled";

const Steps = styled.ol(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  counterReset: "step",
  display: "grid",
  gap: theme.space.md,
  "& > li": {
    counterIncrement: "step",
    position: "relative",
    display: "grid",
    gridTemplateColumns: `${theme.size.badge} minmax(0, 1fr)`,
    gap: theme.space.md,
    alignItems: "center",
    background: theme.color.surface,
    border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    padding: theme.space.md,
  },
  // The step's number in a circle; a line joins it to the next step's.
  "& > li::before": {
    content: "counter(step)",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    alignSelf: "start",
    width: theme.size.badge,
    height: theme.size.badge,
    borderRadius: theme.radius.pill,
    background: theme.color.brand,
    color: theme.color.onBrand,
    fontWeight: theme.fontWeight.bold,
    fontSize: theme.fontSize.lg,
  },
  // Plain: a numbered list inside a panel, without a card around each point.
  "&[data-plain]": { gap: theme.space.sm },
  "&[data-plain] > li": {
    gridTemplateColumns: `${theme.size.touch} minmax(0, 1fr)`,
    background: "none",
    border: 0,
    padding: 0,
  },
  "&[data-plain] > li::before": { width: theme.size.touch, height: theme.size.touch, fontSize: theme.fontSize.md },
  "&:not([data-plain]) > li:not(:last-child)::after": {
    content: '""',
    position: "absolute",
    left: `calc(${theme.space.md} + ${theme.size.badge} / 2)`,
    top: `calc(${theme.space.md} + ${theme.size.badge})`,
    bottom: `calc(-1 * ${theme.space.md})`,
    borderLeft: `${theme.borderWidth.thick} solid ${theme.color.tealSoft}`,
  },
}));

/** Points that happen in order, as numbered cards joined by a line; `plain`, as a numbered list. */
export function StepList({ items, plain }: { items: { key: string; content: ReactNode }[]; plain?: boolean }) {
  return (
    <Steps data-plain={plain ? "" : undefined}>
      {items.map((item) => (
        <li key={item.key}>
          <span>{item.content}</span>
        </li>
      ))}
    </Steps>
  );
}
