import { Picture } from "./picture";
import styled, { classOf } from "./styled";

/**
 * The institution's name set as a wordmark: bold, balanced over its lines, under a short accent
 * rule. Inline-flex, so that the tile's link underline does not run through it.
 */
const Wordmark = styled.span(({ theme }) => ({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  gap: theme.space.sm,
  textAlign: "center",
  textWrap: "balance",
  color: theme.color.brandStrong,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.tight,
  letterSpacing: theme.letterSpacing.tight,
  overflowWrap: "anywhere",
  "&::before": {
    content: '""',
    width: theme.space.lg,
    height: theme.space.xs,
    borderRadius: theme.radius.pill,
    background: theme.color.accent,
  },
}));

const logo = classOf({ display: "block", width: "100%", height: "auto", objectFit: "contain" });

/**
 * The language a name written in the Latin alphabet alone is read in ("en"), so that a screen
 * reader reading a Mongolian page says "University of Sydney" in English; none for any other name.
 */
export const latinNameLang = (name: string): "en" | undefined =>
  /\p{Script=Latin}/u.test(name) && !/\p{Script=Cyrillic}/u.test(name) ? "en" : undefined;

/**
 * A partner on a tile: its own logo when the manifest gives the file, otherwise its name, typeset.
 * A logo is never made up: an institution's mark is its own.
 */
export function PartnerMark({ name, logo: src, sizes }: { name: string; logo?: string; sizes: string }) {
  return src ? <Picture src={src} alt={name} sizes={sizes} className={logo} /> : <Wordmark>{name}</Wordmark>;
}
