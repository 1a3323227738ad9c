/** The figures' size (fontSize.xl), also the largest a figure in a narrow box gets (fontSize.figure). */
const figureSize = "1.75rem";

/** The design tokens: every colour, size and breakpoint the site uses. */
export const theme = {
  color: {
    brand: "#1d3557",
    brandStrong: "#14243d",
    accent: "#e9c46a",
    accentStrong: "#d4a72c",
    teal: "#2a9d8f",
    tealStrong: "#1f7a6f",
    /** A light teal behind icons, visible on white and on subtle alike; tealStrong text on it has 4.5:1. */
    tealSoft: "#e4f5f2",
    text: "#1f2933",
    muted: "#52606d",
    surface: "#ffffff",
    subtle: "#f1f6f4",
    border: "#d9e2ec",
    onBrand: "#ffffff",
    focus: "#2563eb",
    error: "#b42318",
    star: "#b7791f",
    overlay: "rgba(15, 23, 42, 0.6)",
    onBrandHover: "rgba(255, 255, 255, 0.12)",
  },
  font: {
    // Manrope, self-hosted and cut to the site's glyphs (src/build/fonts.server.ts); until it has
    // loaded, a local sans-serif resized to Manrope's metrics, so that nothing moves when it swaps.
    body: '"Manrope", "Manrope Fallback", system-ui, sans-serif',
    /** The webfont's family name, as its @font-face rules declare it (src/render/fonts.tsx). */
    webfont: "Manrope",
    /**
     * "Manrope Fallback": Arial (or its metric twin, Liberation Sans) scaled so that a line of the
     * site's text takes the width it will take in Manrope, with Manrope's ascent and descent.
     * Measured over the manifest's texts; src/ui/fallback-font.test.ts measures again.
     */
    fallback: [
      {
        family: "Manrope Fallback",
        weight: 400,
        local: ["Arial", "ArialMT", "Liberation Sans", "Arimo", "Helvetica", "Roboto"],
        sizeAdjust: "102.41%",
        ascentOverride: "104.09%",
        descentOverride: "29.29%",
        lineGapOverride: "0%",
      },
      {
        family: "Manrope Fallback",
        weight: 700,
        local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold", "Helvetica Bold", "Roboto Bold"],
        sizeAdjust: "100.03%",
        ascentOverride: "106.57%",
        descentOverride: "29.99%",
        lineGapOverride: "0%",
      },
    ],
  },
  /** The only weights the site's font is loaded in: other weights would be synthesised or rounded. */
  fontWeight: { regular: 400, bold: 700 },
  /**
   * Text sizes: md is body text; sm and xs captions and labels; lg a lead paragraph; xl and xxl
   * figures and displays. figure is xl, made smaller in a box too narrow for it (a tile with
   * container-type: inline-size), so that a long one-word value fits a phone's half-width tile.
   */
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.25rem",
    xl: figureSize,
    xxl: "2.5rem",
    figure: `min(${figureSize}, 16cqi)`,
  },
  /** none: a line as tall as its letters, for a big figure or a glyph set in a box of its own. */
  lineHeight: { none: 1, tight: 1.25, body: 1.6 },
  /**
   * The heading hierarchy, applied to h1–h4 once in src/ui/global-styles.ts: a page title (h1) is
   * larger than a section title (h2), which is clearly larger than a card's title (h3), which is
   * larger than body text; h4 is a sub-head the size of a lead. h1 and h2 grow with the window
   * from phone (375 px) to desktop (1280 px). Components use these levels rather than sizes of their own.
   */
  heading: {
    h1: {
      fontSize: "clamp(1.875rem, 1.41rem + 1.99vw, 3rem)",
      lineHeight: 1.15,
      letterSpacing: "-0.02em",
      fontWeight: 700,
    },
    h2: {
      fontSize: "clamp(1.5rem, 1.24rem + 1.1vw, 2.125rem)",
      lineHeight: 1.2,
      letterSpacing: "-0.015em",
      fontWeight: 700,
    },
    h3: { fontSize: "1.25rem", lineHeight: 1.3, letterSpacing: "-0.01em", fontWeight: 700 },
    h4: { fontSize: "1.0625rem", lineHeight: 1.4, letterSpacing: "0", fontWeight: 700 },
  },
  /**
   * The spacing scale, each step about 1.5 times the last: xs between an icon and its label, sm
   * inside controls, md between items, lg inside cards and between blocks, xl and xxl between
   * sections; section is a section's top and bottom padding, growing from phone to desktop.
   */
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
    section: "clamp(2rem, 1.17rem + 3.54vw, 4rem)",
    /**
     * The margin beside the page's content from a tablet up, growing with the window: 24 px at
     * 768, 33 px at 1024, 40 px from 1250 (a phone keeps md, which its rows that scroll sideways
     * bleed by).
     */
    gutter: "clamp(1.5rem, 3.2vw, 2.5rem)",
  },
  radius: { sm: "6px", md: "12px", pill: "999px" },
  /** Lines' widths: a hairline around cards and between rows, a thick outline (a button), a band of colour along a card's edge. */
  borderWidth: { hairline: "1px", thick: "2px", band: "4px" },
  /** Text a little lighter than its colour, on a dark background (a lead under a title). */
  opacity: { soft: 0.92 },
  shadow: {
    card: "0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)",
    raised: "0 12px 32px rgba(15, 23, 42, 0.18)",
  },
  /** Stacking order of what floats above the page. */
  layer: { header: 20, menu: 30, dialog: 40 },
  /** measure: the longest line of running text, about 70 characters, for reading comfort. */
  width: { content: "72rem", text: "46rem", measure: "60ch", dialog: "30rem", menuColumn: "12rem", menuLink: "18rem" },
  /** Sizes of things: touch targets, avatars, the smallest width of a grid's cards. */
  size: {
    touch: "2.75rem",
    /** An icon beside a label, and a smaller one (a menu's chevron). */
    icon: "1.25rem",
    iconSmall: "1rem",
    iconButton: "2.5rem",
    /** The circle behind a card's or a list item's icon. */
    badge: "3rem",
    /** The logo's height in the header, and in the footer. */
    logo: "2.5rem",
    logoLarge: "3rem",
    avatar: "8rem",
    /** A team member's photo beside their name, on a phone. */
    portrait: "4.5rem",
    /** The circle of a page's icon beside its title, where it has no picture (src/ui/page-intro.tsx). */
    emblem: "12rem",
    display: "5rem",
    focusRing: "3px",
    focusOffset: "2px",
    /**
     * The sticky header's rows: the bar (logo, language, consultation; the menu's toggle on phones)
     * and, from md up, the navigation under it. In-page anchors stop below them (scroll-padding).
     */
    headerBar: "3.5rem",
    headerNav: "2.75rem",
  },
  minColumn: { card: "14rem", tile: "10rem", logo: "9rem", answer: "9rem" },
  /**
   * On a phone, the width of one item of a row that scrolls sideways: less than the row, so that the
   * next item peeks in and shows there is more.
   */
  peek: { card: "85%", tile: "68%", logo: "40%" },
  /** A card at least this wide lays its picture beside its text instead of above it. */
  wideCard: "40rem",
  letterSpacing: { caps: "0.05em", tight: "-0.02em" },
  breakpoint: { sm: 360, md: 768, lg: 1024, xl: 1200 },
  /** Pictures: the widths photos are resized to (never wider than the photo itself), and a page's share image. */
  image: { widths: [320, 640, 960, 1280, 1920], share: { width: 1200, height: 630 } },
  /**
   * The printed visa checklist (a PDF, src/checklist/), in points (1/72 inch): an A4 page and its
   * margins, text sizes, line heights, gaps, the tick box and rules. Its colours are the site's.
   */
  print: {
    page: { width: 595.28, height: 841.89 },
    margin: { x: 50, top: 42, bottom: 38 },
    fontSize: { small: 8, label: 8, body: 10, figure: 12, brand: 15, heading: 12.5, title: 20 },
    lineHeight: { tight: 1.2, body: 1.4 },
    space: { xs: 3, sm: 5, md: 10, lg: 14, xl: 20 },
    /** Smaller sizes of type tried, in turn, for a checklist that does not fit one page. */
    fit: [0.95, 0.9],
    logo: 34,
    box: 10.5,
    bullet: 2,
    rule: { hair: 0.5, thin: 0.9, thick: 3 },
  },
} as const;

export type SiteTheme = typeof theme;

/** A media query from the md breakpoint up. */
export const fromMd = `@media (min-width: ${theme.breakpoint.md}px)`;

/** A media query from the sm breakpoint up: a phone wide enough for the header's short labels. */
export const fromSm = `@media (min-width: ${theme.breakpoint.sm}px)`;

/** A media query below the md breakpoint: a phone. */
export const belowMd = `@media (max-width: ${theme.breakpoint.md - 0.02}px)`;

/** A media query from the lg breakpoint up: a laptop or a tablet held sideways. */
export const fromLg = `@media (min-width: ${theme.breakpoint.lg}px)`;

/** A media query from the xl breakpoint up: a desktop, where the header's whole navigation fits in one row. */
export const fromXl = `@media (min-width: ${theme.breakpoint.xl}px)`;

/** A media query for a screen tapped with a finger (a phone, a tablet): targets a finger can hit. */
export const touchScreen = "@media (pointer: coarse)";

/** The same from the md breakpoint up: a tablet, where the header's navigation is a row. */
export const touchFromMd = `@media (pointer: coarse) and (min-width: ${theme.breakpoint.md}px)`;
