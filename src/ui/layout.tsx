import styled from "@emotion/styled";
import { fromMd } from "../theme";

export const Container = styled.div(({ theme }) => ({
  maxWidth: theme.width.content,
  margin: "0 auto",
  padding: `0 ${theme.space.md}`,
}));

export const Section = styled.section(({ theme }) => ({
  padding: `${theme.space.xl} 0`,
  "&:nth-of-type(even)": { background: theme.color.subtle },
}));

export const SectionHeading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  lineHeight: theme.lineHeight.tight,
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
  [fromMd]: { gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" },
}));

export const Card = styled.div(({ theme }) => ({
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space.lg,
  "& h3": { margin: `${theme.space.sm} 0`, fontSize: theme.fontSize.lg, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.muted },
}));

export const ButtonLink = styled.span<{ variant?: "primary" | "secondary" }>(({ theme, variant = "primary" }) => ({
  "& a, & button": {
    display: "inline-block",
    padding: `${theme.space.sm} ${theme.space.lg}`,
    borderRadius: theme.radius.pill,
    fontWeight: 600,
    textDecoration: "none",
    border: `2px solid ${variant === "primary" ? theme.color.accent : theme.color.onBrand}`,
    background: variant === "primary" ? theme.color.accent : "transparent",
    color: variant === "primary" ? theme.color.brandStrong : "inherit",
    cursor: "pointer",
    font: "inherit",
  },
}));

/** The top of a detail page: title and opening paragraph. */
export const PageHeader = styled.header(({ theme }) => ({
  background: theme.color.brand,
  color: theme.color.onBrand,
  padding: `${theme.space.xl} 0`,
  "& h1": { fontSize: theme.fontSize.xxl, lineHeight: theme.lineHeight.tight, margin: `0 0 ${theme.space.md}` },
  "& p": { fontSize: theme.fontSize.lg, maxWidth: theme.width.text, margin: 0, opacity: 0.92 },
}));
