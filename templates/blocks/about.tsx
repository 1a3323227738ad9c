import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { Card, Grid } from "../../src/ui/layout";
import type { BlockProps } from "../types";

export default function About({ block }: BlockProps<"about">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Grid>
        <Card>
          <h3>{t("about.mission")}</h3>
          <p>{block.mission}</p>
        </Card>
        <Card>
          <h3>{t("about.vision")}</h3>
          <p>{block.vision}</p>
        </Card>
      </Grid>
    </BlockSection>
  );
}
