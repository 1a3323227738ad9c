import styled from "../../src/ui/styled";
import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { ButtonLink, Card, Grid } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import type { BlockProps } from "../types";

const Logos = styled.ul(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(${theme.minColumn.logo}, 1fr))`,
  gap: theme.space.md,
  listStyle: "none",
  padding: 0,
  "& img": { display: "block", width: "100%", height: "auto" },
}));

const Picture = styled.img(({ theme }) => ({
  display: "block",
  width: "100%",
  height: "auto",
  marginTop: theme.space.lg,
  borderRadius: theme.radius.md,
}));

export default function Partners({ block }: BlockProps<"partners">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      {block.logos && (
        <Logos>
          {block.logos.map((logo) => (
            <li key={logo.name}>
              <SiteLink href={logo.url}>
                <img src={logo.logo} alt={logo.name} loading="lazy" width="180" height="60" />
              </SiteLink>
            </li>
          ))}
        </Logos>
      )}
      {block.cards && (
        <Grid>
          {block.cards.map((card) => (
            <Card key={card.name}>
              <img src={card.logo} alt="" width="180" height="60" loading="lazy" />
              <h3>{card.name}</h3>
              <p>{t(`partners.${card.category}`)}</p>
              <p>{card.description}</p>
            </Card>
          ))}
        </Grid>
      )}
      {block.image && <Picture src={block.image.src} alt={block.image.alt} loading="lazy" width="1200" height="600" />}
      {block.viewAll && (
        <p>
          <ButtonLink>
            <SiteLink href={block.viewAll}>{t("partners.viewAll")}</SiteLink>
          </ButtonLink>
        </p>
      )}
    </BlockSection>
  );
}
