import Star from "lucide-react/icons/star";
import { useSite } from "../site-context";
import { Glyph } from "./glyph";
import styled from "./styled";

/** The most stars a rating has, as the schema allows. */
export const maxRating = 5;

const Line = styled.p(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: theme.space.sm,
  margin: 0,
  color: theme.color.text,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
  "& > span:first-of-type": { display: "inline-flex", gap: theme.space.xs },
  "& svg": { fill: "transparent", stroke: theme.color.border },
  "& svg[data-on]": { fill: theme.color.accent, stroke: theme.color.accentStrong },
}));

/** Stars in the accent colour with the rating in words beside them, the words being what a screen reader reads. */
export function Rating({ value }: { value: number }) {
  const { t } = useSite();
  return (
    <Line>
      <span aria-hidden="true">
        {Array.from({ length: maxRating }, (_, i) => (
          <Glyph key={i} icon={Star} size={18} focusable="false" data-on={i < value ? "" : undefined} />
        ))}
      </span>
      <span>{t("stories.rating", { n: value })}</span>
    </Line>
  );
}
