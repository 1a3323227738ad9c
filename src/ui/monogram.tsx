import type { Lang } from "../routes/table";
import { useSite } from "../site-context";
import styled from "./styled";

/**
 * The letter a person's monogram shows: the first letter of their given name as the page writes
 * it. Initials written before it (the "Г." of "Г. Болормаа", a father's name) are passed over, so
 * Болормаа is "Б" in Mongolian and Bolormaa "B" in English.
 */
export function initialOf(name: string, lang: Lang): string {
  const words = name.trim().split(/\s+/);
  const given = words.find((word) => !/^\p{L}{1,2}\.$|^\p{L}$/u.test(word)) ?? words[0] ?? "";
  const letter = given.match(/\p{L}/u)?.[0] ?? given.charAt(0);
  return letter.toLocaleUpperCase(lang === "mn" ? "mn" : "en");
}

/** Pairs of the theme's colours a monogram is drawn in, each legible (WCAG AA) as large text. */
const tones = [
  ["brand", "accent"],
  ["tealStrong", "onBrand"],
  ["accent", "brandStrong"],
  ["tealSoft", "tealStrong"],
  ["brandStrong", "onBrand"],
] as const;

const Disc = styled.span(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: theme.size.avatar,
  height: theme.size.avatar,
  borderRadius: theme.radius.pill,
  fontSize: theme.fontSize.xxl,
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.none,
  userSelect: "none",
  boxShadow: theme.shadow.card,
  "&[data-size=small]": { width: theme.size.touch, height: theme.size.touch, fontSize: theme.fontSize.lg },
  ...Object.fromEntries(
    tones.map(([background, color], i) => [
      `&[data-tone="${i}"]`,
      { background: theme.color[background], color: theme.color[color] },
    ]),
  ),
}));

/**
 * The designed stand-in for a person's photo: a disc with their given name's first letter in the
 * page's language, in one of the theme's colour pairs. `index` chooses the pair (a card's place in
 * its list), so that neighbours differ and each person keeps theirs in both languages. The name
 * is written beside it, so the disc is hidden from screen readers.
 */
export function Monogram({ name, index, small = false }: { name: string; index: number; small?: boolean }) {
  const { lang } = useSite();
  return (
    <Disc aria-hidden="true" data-tone={index % tones.length} data-size={small ? "small" : undefined}>
      {initialOf(name, lang)}
    </Disc>
  );
}
