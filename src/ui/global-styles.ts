import { theme } from "../theme";
import { globalStyle } from "./styled";

const headings = ["h1", "h2", "h3", "h4"] as const;

// Local faces sized to Manrope's metrics, shown until it has loaded (theme.font.fallback).
for (const { family, weight, local, ...metrics } of theme.font.fallback)
  globalStyle({
    "@font-face": {
      fontFamily: `"${family}"`,
      fontWeight: weight,
      src: local.map((name) => `local("${name}")`).join(", "),
      ...metrics,
    },
  });

// The document-wide rules of the site, first in its stylesheet.
globalStyle({
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: { textSizeAdjust: "100%" },
  body: {
    margin: 0,
    fontFamily: theme.font.body,
    fontSize: theme.fontSize.md,
    fontWeight: theme.fontWeight.regular,
    lineHeight: theme.lineHeight.body,
    color: theme.color.text,
    background: theme.color.surface,
    // A text's last line is not left with one short word ("үү.", "(462)", "us") where the browser
    // can help it: paragraphs, list items, links, captions and cells alike (the style is inherited).
    textWrap: "pretty",
  },
  // Controls take the page's font rather than the browser's own.
  "button, input, select, textarea": { font: "inherit" },
  // The one heading hierarchy of the site (theme.heading); long Mongolian words break rather than overflow.
  ...Object.fromEntries(
    headings.map((level) => [level, { ...theme.heading[level], overflowWrap: "break-word", textWrap: "balance" }]),
  ),
  // A short caption over two lines is set in two even ones (a key figure's, a card's term).
  dt: { textWrap: "balance" },
  // A page's sections take turns on a tinted background (Section's own rule counts sections only);
  // counted here with the islands, whose wrapper holds a section of their own (the visa finder's),
  // so that two sections side by side are never both white. A browser without "of S" keeps Section's.
  "main > :nth-child(even of section, [data-island])": { backgroundColor: theme.color.subtle },
  "main > :nth-child(odd of section, [data-island])": { backgroundColor: theme.color.surface },
  a: { color: theme.color.brand },
  ":focus-visible": {
    outline: `${theme.size.focusRing} solid ${theme.color.focus}`,
    outlineOffset: theme.size.focusOffset,
  },
  // On a dark panel (data-surface="dark") the blue ring would fall below 3:1 against it: it is light there.
  "[data-surface=dark] :focus-visible": { outlineColor: theme.color.onBrand },
  img: { maxWidth: "100%" },
});
