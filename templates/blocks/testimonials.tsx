import styled from "../../src/ui/styled";
import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { Card, Grid } from "../../src/ui/layout";
import type { BlockProps } from "../types";

const Stars = styled.p(({ theme }) => ({
  color: theme.color.star,
  letterSpacing: "0.1em",
  fontSize: theme.fontSize.lg,
}));

const Story = styled(Card)(({ theme }) => ({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: theme.space.md,
  "& blockquote": { margin: 0, flexGrow: 1, color: theme.color.text },
  "& blockquote p": { color: theme.color.text },
  "& figcaption": {
    color: theme.color.muted,
    fontSize: theme.fontSize.sm,
    borderTop: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    paddingTop: theme.space.sm,
  },
  "& figcaption strong": { color: theme.color.brandStrong, fontSize: theme.fontSize.md },
}));
const maxRating = 5;

export default function Testimonials({ block }: BlockProps<"testimonials">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Grid>
        {block.items.map((story) => (
          <Story as="figure" key={story.name}>
            <Stars role="img" aria-label={t("stories.rating", { n: story.rating })}>
              {"★".repeat(story.rating) + "☆".repeat(maxRating - story.rating)}
            </Stars>
            <blockquote>
              <p>{story.story}</p>
            </blockquote>
            <figcaption>
              <strong>{story.name}</strong>, {t("stories.age", { n: story.age })}
              <br />
              {story.visa} · {story.place}
            </figcaption>
          </Story>
        ))}
      </Grid>
    </BlockSection>
  );
}
