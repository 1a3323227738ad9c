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

/**
 * A band of colour along a card's top (or left) edge that follows its rounded corners: drawn as a
 * background, since a thick border on one side of a rounded box bends into a crescent where it
 * meets the hairlines of the others.
 */
export const colourBand = (theme: SiteTheme, color: string, side: "top" | "left" = "top"): CSSObject => ({
  [side === "top" ? "borderTopColor" : "borderLeftColor"]: color,
  backgroundImage: `linear-gradient(${color}, ${color})`,
  backgroundSize: side === "top" ? `100% ${theme.borderWidth.band}` : `${theme.borderWidth.band} 100%`,
  backgroundRepeat: "no-repeat",
  backgroundOrigin: "border-box",
});
