import type { SiteTheme } from "../theme";
import type { CSSObject } from "./styled";

/** The white, bordered, softly shadowed box every card of the site is drawn on. */
export const cardSurface = (theme: SiteTheme): CSSObject => ({
  display: "flex",
  flexDirection: "column",
  gap: theme.space.sm,
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space.lg,
});
