import { theme } from "../theme";
import { globalStyle } from "./styled";

// The document-wide rules of the site, first in its stylesheet.
globalStyle({
  "*, *::before, *::after": { boxSizing: "border-box" },
  body: {
    margin: 0,
    fontFamily: theme.font.body,
    lineHeight: theme.lineHeight.body,
    color: theme.color.text,
    background: theme.color.surface,
  },
  a: { color: theme.color.brand },
  ":focus-visible": {
    outline: `${theme.size.focusRing} solid ${theme.color.focus}`,
    outlineOffset: theme.size.focusOffset,
  },
  img: { maxWidth: "100%" },
});
