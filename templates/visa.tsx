import styled from "@emotion/styled";
import { ConsultationButton } from "../src/chrome/consultation";
import { useSite } from "../src/site-context";
import { ButtonLink, Card, Container, Grid, Section, SectionHeading } from "../src/ui/layout";
import { StatTiles } from "../src/ui/stat-tiles";
import { PageIntro } from "../src/ui/page-intro";
import type { TemplateProps } from "./index";

const Cta = styled(Card)(({ theme }) => ({ display: "flex", flexDirection: "column", gap: theme.space.md, alignItems: "flex-start" }));

export default function VisaTemplate({ page, data }: TemplateProps<"visa">) {
  const { t } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} above={page.subclass && t("visa.subclass", { n: page.subclass })} />
      <Section aria-labelledby="visa-facts">
        <Container>
          <SectionHeading id="visa-facts">{t("visa.keyFacts")}</SectionHeading>
          <StatTiles stats={page.stats} />
        </Container>
      </Section>
      <Section>
        <Container>
          <Grid>
            <div>
              <SectionHeading>{t("visa.requirements")}</SectionHeading>
              <ol>{page.requirements.map((item) => <li key={item}>{item}</li>)}</ol>
            </div>
            <div>
              <SectionHeading>{t("visa.guidelines")}</SectionHeading>
              <ul>{page.guidelines.map((item) => <li key={item}>{item}</li>)}</ul>
            </div>
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <Cta>
            <SectionHeading>{page.cta.heading}</SectionHeading>
            <p>{page.cta.text}</p>
            <ConsultationButton contact={data.chrome.contact} label={t("visa.book")} />
            {page.cta.checklist && (
              <ButtonLink variant="secondary">
                <a href={page.cta.checklist} download>
                  {t("visa.download")}
                </a>
              </ButtonLink>
            )}
          </Cta>
        </Container>
      </Section>
    </>
  );
}
