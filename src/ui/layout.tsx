import type { ComponentProps } from "react";
import styled, { type CSSObject } from "./styled";
import { fromMd, theme, type SiteTheme } from "../theme";

/**
 * The page's width: the content at most theme.width.content wide less a phone's margins, with a
 * margin beside it that grows from a tablet up (theme.space.gutter).
 */
export const Container = styled.div(({ theme }) => ({
  maxWidth: theme.width.content,
  margin: "0 auto",
  padding: `0 ${theme.space.md}`,
  [fromMd]: {
    maxWidth: `calc(${theme.width.content} - 2 * ${theme.space.md} + 2 * ${theme.space.gutter})`,
    paddingInline: theme.space.gutter,
  },
}));

export const Section = styled.section(({ theme }) => ({
  padding: `${theme.space.section} 0`,
  "&:nth-of-type(even)": { background: theme.color.subtle },
}));

/** A section's title: the h2 of the theme's heading scale. */
export const SectionHeading = styled.h2(({ theme }) => ({
  color: theme.color.brandStrong,
  margin: `0 0 ${theme.space.md}`,
}));

export const Lead = styled.p(({ theme }) => ({
  color: theme.color.muted,
  fontSize: theme.fontSize.lg,
  maxWidth: theme.width.text,
  margin: `0 0 ${theme.space.lg}`,
}));

export const Grid = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.md,
  gridTemplateColumns: "1fr",
  [fromMd]: { gridTemplateColumns: `repeat(auto-fit, minmax(${theme.minColumn.card}, 1fr))` },
}));

export const Card = styled.div(({ theme }) => ({
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space.lg,
  "& h3": { margin: `${theme.space.sm} 0`, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.muted },
}));

type Variant = "primary" | "secondary" | "outline";

/** How a button looks: primary (accent), secondary (white outline on dark), outline (on light, or light on a dark panel). */
const buttonLook = (theme: SiteTheme, variant: Variant): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.space.sm,
  minHeight: theme.size.touch,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radius.pill,
  fontWeight: theme.fontWeight.bold,
  textDecoration: "none",
  cursor: "pointer",
  lineHeight: theme.lineHeight.tight,
  // An icon keeps its size beside a label that wraps (a long Mongolian one on a phone).
  "& > svg": { flexShrink: 0 },
  border: `${theme.borderWidth.thick} solid ${variant === "primary" ? theme.color.accent : variant === "secondary" ? theme.color.onBrand : theme.color.brand}`,
  background: variant === "primary" ? theme.color.accent : "transparent",
  color:
    variant === "primary" ? theme.color.brandStrong : variant === "secondary" ? theme.color.onBrand : theme.color.brand,
  "&:hover": {
    background:
      variant === "primary"
        ? theme.color.accentStrong
        : variant === "secondary"
          ? theme.color.onBrandHover
          : theme.color.subtle,
  },
  // On a dark panel (data-surface="dark") an outline button takes the panel's light text colour.
  ...(variant === "outline" && {
    "[data-surface=dark] &": { borderColor: theme.color.onBrand, color: theme.color.onBrand },
    "[data-surface=dark] &:hover": { background: theme.color.onBrandHover },
  }),
});

const variants = ["primary", "secondary", "outline"] as const;
const looks = Object.fromEntries(
  variants.map((variant) => [
    variant,
    {
      link: styled.span({ "& a, & button": buttonLook(theme, variant) }),
      button: styled.button(buttonLook(theme, variant)),
    },
  ]),
) as Record<Variant, { link: ReturnType<typeof styled.span>; button: ReturnType<typeof styled.button> }>;

/** Gives the link or button inside it the look of a button. */
export const ButtonLink = ({ variant = "primary", ...props }: ComponentProps<"span"> & { variant?: Variant }) => {
  const Look = looks[variant].link;
  return <Look {...props} />;
};

export const Button = ({ variant = "primary", ...props }: ComponentProps<"button"> & { variant?: Variant }) => {
  const Look = looks[variant].button;
  return <Look {...props} />;
};

/** The top of a detail page: title and opening paragraph. */
export const PageHeader = styled.header(({ theme }) => ({
  background: theme.color.brand,
  color: theme.color.onBrand,
  padding: `${theme.space.xl} 0`,
  "& h1": {
    margin: `0 0 ${theme.space.md}`,
    maxWidth: theme.width.text,
  },
  "& p": {
    fontSize: theme.fontSize.md,
    maxWidth: theme.width.measure,
    margin: `0 0 ${theme.space.sm}`,
    opacity: theme.opacity.soft,
    [fromMd]: { fontSize: theme.fontSize.lg },
  },
}));

/** Running text, kept to a readable line length. */
export const Prose = styled.div(({ theme }) => ({
  maxWidth: theme.width.measure,
  "& p": { margin: `0 0 ${theme.space.md}` },
  "& p:last-child": { marginBottom: 0 },
}));
