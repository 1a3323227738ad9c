import { colourBand } from "../../src/ui/card-surface";
import styled from "../../src/ui/styled";
import { useSite } from "../../src/site-context";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { fromMd } from "../../src/theme";
import type { BlockProps } from "../types";

/** Mission and vision, each a panel marked with the accent colour. */
const Statement = styled.li(({ theme }) => ({
  height: "100%",
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  ...colourBand(theme, theme.color.teal, "left"),
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space.md,
  [fromMd]: { padding: theme.space.lg },
  "& h3": { margin: `0 0 ${theme.space.sm}`, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.muted },
}));

export default function About({ block }: BlockProps<"about">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <BalancedGrid columns={{ md: 2, lg: 2 }}>
        <Statement>
          <h3>{t("about.mission")}</h3>
          <p>{block.mission}</p>
        </Statement>
        <Statement>
          <h3>{t("about.vision")}</h3>
          <p>{block.vision}</p>
        </Statement>
      </BalancedGrid>
    </BlockSection>
  );
}
