import styled from "./styled";
import { fromMd, touchScreen } from "../theme";

/**
 * Formatted text from the manifest (article bodies, rich-text blocks), sanitised at build time to
 * headings, paragraphs, lists, quotes, tables and pictures: each given the site's typography, at a
 * comfortable line length. Headings keep the theme's scale; only their spacing is set here.
 */
export const RichText = styled.div(({ theme }) => ({
  maxWidth: theme.width.measure,
  overflowWrap: "break-word",
  "& > :first-child": { marginTop: 0 },
  "& > :last-child": { marginBottom: 0 },
  "& p": { margin: `0 0 ${theme.space.md}` },
  "& h2": { margin: `${theme.space.xl} 0 ${theme.space.md}`, color: theme.color.brandStrong },
  "& h3": { margin: `${theme.space.lg} 0 ${theme.space.sm}`, color: theme.color.brandStrong },
  "& h4": { margin: `${theme.space.lg} 0 ${theme.space.sm}`, color: theme.color.brand },
  "& a": { color: theme.color.tealStrong, fontWeight: theme.fontWeight.bold },
  "& a:hover": { color: theme.color.brand },
  "& strong, & b": { color: theme.color.brandStrong },
  // Lists: bullets in the brand's teal, numbers in bold, a little air between items.
  "& ul, & ol": { margin: `0 0 ${theme.space.md}`, paddingLeft: theme.space.lg },
  "& li": { marginBottom: theme.space.xs, paddingLeft: theme.space.xs },
  "& li::marker": { color: theme.color.teal, fontWeight: theme.fontWeight.bold },
  "& li > ul, & li > ol": { marginTop: theme.space.xs, marginBottom: 0 },
  // A link that is a list's item on its own (the contact page's phone numbers): a finger's target.
  [touchScreen]: {
    "& li > a:only-child": { display: "inline-flex", alignItems: "center", minHeight: theme.size.touch },
  },
  "& blockquote": {
    margin: `${theme.space.lg} 0`,
    padding: `${theme.space.sm} ${theme.space.lg}`,
    borderLeft: `${theme.borderWidth.band} solid ${theme.color.accent}`,
    background: theme.color.subtle,
    borderRadius: `0 ${theme.radius.md} ${theme.radius.md} 0`,
    color: theme.color.brandStrong,
    fontSize: theme.fontSize.lg,
    "& p:last-child": { marginBottom: 0 },
  },
  // A table as wide as the text, its cells wrapping rather than widening the page.
  "& table": {
    width: "100%",
    margin: `${theme.space.lg} 0`,
    overflowWrap: "break-word",
    borderCollapse: "collapse",
    fontSize: theme.fontSize.sm,
    [fromMd]: { fontSize: theme.fontSize.md },
  },
  "& caption": { textAlign: "left", fontWeight: theme.fontWeight.bold, marginBottom: theme.space.sm },
  "& th, & td": {
    textAlign: "left",
    verticalAlign: "top",
    padding: theme.space.sm,
    [fromMd]: { padding: `${theme.space.sm} ${theme.space.md}` },
    borderBottom: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  },
  "& thead th": { background: theme.color.subtle, color: theme.color.brandStrong },
  "& tbody th": { color: theme.color.brandStrong },
  "& img": {
    display: "block",
    maxWidth: "100%",
    height: "auto",
    margin: `${theme.space.lg} 0`,
    borderRadius: theme.radius.md,
  },
}));
