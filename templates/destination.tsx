import { useSite } from "../src/site-context";
import { Icon } from "../src/ui/icon";
import { Card, Container, Grid, Section, SectionHeading } from "../src/ui/layout";
import { PageIntro } from "../src/ui/page-intro";
import type { TemplateProps } from "./types";

export default function DestinationTemplate({ page }: TemplateProps<"destination">) {
  const { t } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} picture={page.hero} />
      <Section aria-label={t("destination.highlights")}>
        <Container>
          <Grid>
            {page.highlights.map((h) => (
              <Card key={h.title}>
                <Icon name={h.icon} />
                <h2>{h.title}</h2>
                <p>{h.description}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading>{page.aboutHeading}</SectionHeading>
          <Grid>
            <div>
              <h3>{t("destination.universities")}</h3>
              <ol>
                {page.universities.map((u) => (
                  <li key={u}>{u}</li>
                ))}
              </ol>
            </div>
            <div>
              <h3>{t(page.places.kind === "cities" ? "destination.cities" : "destination.fields")}</h3>
              <ul>
                {page.places.items.map((p) => (
                  <li key={p.name}>
                    <strong>{p.name}</strong> — {p.focus}
                  </li>
                ))}
              </ul>
            </div>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
