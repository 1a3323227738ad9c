import styled from "@emotion/styled";
import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { Card, Grid } from "../../src/ui/layout";
import type { BlockProps } from "./index";

const Stars = styled.p(({ theme }) => ({ color: theme.color.accent, letterSpacing: "0.1em" }));
const maxRating = 5;

export default function Testimonials({ block }: BlockProps<"testimonials">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Grid>
        {block.items.map((story) => (
          <Card as="figure" key={story.name}>
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
          </Card>
        ))}
      </Grid>
    </BlockSection>
  );
}
