import { useSite } from "../src/site-context";
import { ChecklistDownload } from "../src/ui/checklist-download";
import { CheckList } from "../src/ui/check-list";
import { Card, Container, Section, SectionHeading } from "../src/ui/layout";
import { PageCta } from "../src/chrome/page-cta";
import { PageIntro } from "../src/ui/page-intro";
import { StatTiles } from "../src/ui/stat-tiles";
import { StepList } from "../src/ui/step-list";
import styled from "../src/ui/styled";
import { fromMd } from "../src/theme";
import type { TemplateProps } from "./types";

// Requirements and guidelines side by side from md up, each in a panel of its own, the two of one height.
const Pair = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.lg,
  [fromMd]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
}));

const keyed = (items: string[]) => items.map((item) => ({ key: item, content: item }));

export default function VisaTemplate({ page, data }: TemplateProps<"visa">) {
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
          <Pair>
            <Card>
              <SectionHeading>{t("visa.requirements")}</SectionHeading>
              <StepList items={keyed(page.requirements)} plain />
            </Card>
            <Card>
              <SectionHeading>{t("visa.guidelines")}</SectionHeading>
              <CheckList items={keyed(page.guidelines)} />
            </Card>
          </Pair>
        </Container>
      </Section>
      <PageCta
        heading={page.cta.heading}
        text={page.cta.text}
        button={t("visa.book")}
        related={data.related}
        actions={<ChecklistDownload label={t("visa.download")} path={page.path} />}
      />
    </>
  );
}
