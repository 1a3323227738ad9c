import { theme } from "../theme";

/** The document-wide rules of the site, shared by the root document and the editor's preview. */
export const globalStyles = {
  "*, *::before, *::after": { boxSizing: "border-box" },
  body: { margin: 0, fontFamily: theme.font.body, lineHeight: theme.lineHeight.body, color: theme.color.text, background: theme.color.surface },
  a: { color: theme.color.brand },
  ":focus-visible": { outline: `${theme.size.focusRing} solid ${theme.color.focus}`, outlineOffset: theme.size.focusOffset },
  img: { maxWidth: "100%" },
} as const;
