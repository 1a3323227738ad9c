import { useSite } from "../src/site-context";
import { fromLg } from "../src/theme";
import { BalancedGrid } from "../src/ui/balanced-grid";
import { cardSurface } from "../src/ui/card-surface";
import { Icon } from "../src/ui/icon";
import { IconBadge } from "../src/ui/icon-badge";
import { KeyValueRows } from "../src/ui/key-value-rows";
import { Card, Container, Section, SectionHeading } from "../src/ui/layout";
import { PageCta } from "../src/chrome/page-cta";
import { PageIntro } from "../src/ui/page-intro";
import { StepList } from "../src/ui/step-list";
import styled from "../src/ui/styled";
import type { TemplateProps } from "./types";

const Highlight = styled.li(({ theme }) => ({
  ...cardSurface(theme),
  alignItems: "flex-start",
  "& svg": { width: theme.size.icon, height: theme.size.icon },
  "& h3": { margin: 0, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.muted },
}));

// The universities and the cities (or fields) side by side from lg up, each in a panel, the two of one
// height; on a tablet one above the other, for a city's words need the width.
const Pair = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.lg,
  [fromLg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  "& h3": { margin: `0 0 ${theme.space.md}` },
}));

export default function DestinationTemplate({ page, data }: TemplateProps<"destination">) {
  const { t } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} picture={page.hero} />
      <Section aria-labelledby="destination-highlights">
        <Container>
          <SectionHeading id="destination-highlights">{t("destination.highlights")}</SectionHeading>
          <BalancedGrid columns={{ md: 2, lg: 2, xl: 4 }}>
            {page.highlights.map((h) => (
              <Highlight key={h.title}>
                <IconBadge>
                  <Icon name={h.icon} />
                </IconBadge>
                <h3>{h.title}</h3>
                <p>{h.description}</p>
              </Highlight>
            ))}
          </BalancedGrid>
        </Container>
      </Section>
      <Section aria-labelledby="destination-about">
        <Container>
          <SectionHeading id="destination-about">{page.aboutHeading}</SectionHeading>
          <Pair>
            <Card>
              <h3>{t("destination.universities")}</h3>
              <StepList items={page.universities.map((u) => ({ key: u, content: u }))} plain />
            </Card>
            <Card>
              <h3>{t(page.places.kind === "cities" ? "destination.cities" : "destination.fields")}</h3>
              <KeyValueRows rows={page.places.items.map((p) => ({ key: p.name, term: p.name, value: p.focus }))} />
            </Card>
          </Pair>
        </Container>
      </Section>
      <PageCta
        heading={t("cta.destination.heading")}
        text={t("cta.destination.text")}
        button={t("cta.book")}
        related={data.related}
      />
    </>
  );
}
