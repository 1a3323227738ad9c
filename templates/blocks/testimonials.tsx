import styled, { classOf } from "../../src/ui/styled";
import { theme } from "../../src/theme";
import { Monogram } from "../../src/ui/monogram";
import { Picture } from "../../src/ui/picture";
import { useSite } from "../../src/site-context";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { Rating } from "../../src/ui/rating";
import type { BlockProps } from "../types";

const Story = styled.li(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space.lg,
  "& figure": { display: "flex", flexDirection: "column", gap: theme.space.md, flexGrow: 1, margin: 0 },
  "& blockquote": { position: "relative", margin: 0, flexGrow: 1, paddingTop: theme.space.lg },
  // An opening quotation mark drawn in the accent colour above the story.
  "& blockquote::before": {
    content: '"\\201C"',
    position: "absolute",
    top: `-${theme.space.sm}`,
    left: 0,
    color: theme.color.teal,
    fontSize: theme.fontSize.xxl,
    fontWeight: theme.fontWeight.bold,
    lineHeight: theme.lineHeight.none,
  },
  "& blockquote p": { margin: 0, color: theme.color.text },
  "& figcaption": {
    display: "flex",
    alignItems: "center",
    gap: theme.space.md,
    color: theme.color.muted,
    fontSize: theme.fontSize.sm,
    borderTop: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    paddingTop: theme.space.md,
  },
  "& figcaption strong": { color: theme.color.brandStrong, fontSize: theme.fontSize.md },
}));

/** A customer's face, if they gave a photo, as large as a touch target. */
const face = classOf(({ theme }) => ({
  display: "block",
  flexShrink: 0,
  width: theme.size.touch,
  height: theme.size.touch,
  borderRadius: theme.radius.pill,
  objectFit: "cover",
}));
const faceSizes = theme.size.touch;

/** Customer stories with their ratings; on phones one under another, each read whole. */
export default function Testimonials({ block }: BlockProps<"testimonials">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <BalancedGrid columns={{ md: 2, lg: 3 }}>
        {block.items.map((story, i) => (
          <Story key={story.name}>
            <figure>
              <Rating value={story.rating} />
              <blockquote>
                <p>{story.story}</p>
              </blockquote>
              <figcaption>
                {story.photo ? (
                  <Picture {...story.photo} sizes={faceSizes} className={face} />
                ) : (
                  <Monogram name={story.name} index={i} small />
                )}
                <span>
                  <strong>{story.name}</strong>, {t("stories.age", { n: story.age })}
                  <br />
                  {story.visa} · {story.place}
                </span>
              </figcaption>
            </figure>
          </Story>
        ))}
      </BalancedGrid>
    </BlockSection>
  );
}
