import styled from "./styled";

/** An icon in a tinted circle, the mark of a card or a list item. */
export const IconBadge = styled.span(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: theme.size.badge,
  height: theme.size.badge,
  borderRadius: theme.radius.pill,
  background: theme.color.tealSoft,
  color: theme.color.tealStrong,
}));
