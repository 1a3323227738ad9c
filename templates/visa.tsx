import styled from "../src/ui/styled";
import { ConsultationButton } from "../src/chrome/consultation";
import { useSite } from "../src/site-context";
import { Card, Container, Grid, Section, SectionHeading } from "../src/ui/layout";
import { StatTiles } from "../src/ui/stat-tiles";
import { PageIntro } from "../src/ui/page-intro";
import { ChecklistDownload } from "../src/ui/checklist-download";
import type { TemplateProps } from "./types";

const Cta = styled(Card)(({ theme }) => ({
  borderTop: `4px solid ${theme.color.accent}`,
  "& > p": { marginBottom: theme.space.lg },
}));

const Actions = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space.md }));

export default function VisaTemplate({ page }: TemplateProps<"visa">) {
  const { t } = useSite();
  return (
    <>
      <PageIntro
        title={page.title}
        lead={page.intro}
        above={page.subclass && t("visa.subclass", { n: page.subclass })}
        picture={page.hero}
      />
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
              <ol>
                {page.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </div>
            <div>
              <SectionHeading>{t("visa.guidelines")}</SectionHeading>
              <ul>
                {page.guidelines.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <Cta>
            <SectionHeading>{page.cta.heading}</SectionHeading>
            <p>{page.cta.text}</p>
            <Actions>
              <ConsultationButton label={t("visa.book")} />
              <ChecklistDownload label={t("visa.download")} path={page.path} />
            </Actions>
          </Cta>
        </Container>
      </Section>
    </>
  );
}
