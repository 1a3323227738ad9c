/** The design tokens: every colour, size and breakpoint the site uses. */
export const theme = {
  color: {
    brand: "#1d3557",
    brandStrong: "#14243d",
    accent: "#e9c46a",
    accentStrong: "#d4a72c",
    teal: "#2a9d8f",
    tealStrong: "#1f7a6f",
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
    // System fonts with full Cyrillic coverage; nothing is fetched from a font service.
    body: '"Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
  },
  fontSize: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "2.5rem" },
  lineHeight: { tight: 1.25, body: 1.6 },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" },
  radius: { sm: "6px", md: "12px", pill: "999px" },
  shadow: {
    card: "0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)",
    raised: "0 12px 32px rgba(15, 23, 42, 0.18)",
  },
  /** Stacking order of what floats above the page. */
  layer: { header: 20, menu: 30, dialog: 40 },
  width: { content: "72rem", text: "46rem", dialog: "30rem", menuColumn: "12rem" },
  /** Sizes of things: touch targets, avatars, the smallest width of a grid's cards. */
  size: {
    touch: "2.75rem",
    iconButton: "2.5rem",
    avatar: "8rem",
    display: "5rem",
    focusRing: "3px",
    focusOffset: "2px",
    phoneMenu: "70vh",
  },
  minColumn: { card: "14rem", tile: "10rem", logo: "9rem" },
  letterSpacing: { caps: "0.05em" },
  breakpoint: { md: 768 },
} as const;

export type SiteTheme = typeof theme;

/** A media query from the md breakpoint up. */
export const fromMd = `@media (min-width: ${theme.breakpoint.md}px)`;
