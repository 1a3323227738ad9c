import { useSite } from "../src/site-context";
import { DataTable, shortColumn } from "../src/ui/data-table";
import { Container, Section, SectionHeading } from "../src/ui/layout";
import { PageCta } from "../src/chrome/page-cta";
import { PageIntro } from "../src/ui/page-intro";
import { pageIcon } from "../src/ui/page-icon";
import { ScoreTable } from "../src/ui/score-table";
import { SectionSplit } from "../src/ui/section-split";
import { StatTiles } from "../src/ui/stat-tiles";
import { TextSection } from "../src/ui/text-section";
import type { TemplateProps } from "./types";

export default function TestPrepTemplate({ page, data }: TemplateProps<"test-prep">) {
  const { t } = useSite();
  const nameCells = shortColumn(page.parts.map((part) => part.name));
  const durationCells = shortColumn(page.parts.map((part) => part.duration));
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} emblem={pageIcon(page)} />
      <Section aria-labelledby="test-facts">
        <Container>
          <SectionHeading id="test-facts">{t("testPrep.keyFacts")}</SectionHeading>
          <StatTiles stats={page.stats} />
        </Container>
      </Section>
      <Section aria-labelledby="test-format">
        <Container>
          <SectionSplit heading={t("testPrep.format")} headingId="test-format">
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">{t("testPrep.part")}</th>
                  <th scope="col">{t("testPrep.duration")}</th>
                  <th scope="col">{t("testPrep.detail")}</th>
                </tr>
              </thead>
              <tbody>
                {page.parts.map((part) => (
                  <tr key={part.name}>
                    <th scope="row" {...nameCells}>
                      {part.name}
                    </th>
                    <td {...durationCells}>{part.duration}</td>
                    <td>{part.detail}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </SectionSplit>
        </Container>
      </Section>
      {page.scores && (
        <Section aria-labelledby="test-scores">
          <Container>
            <SectionSplit heading={t("testPrep.scores")} headingId="test-scores">
              <ScoreTable scores={page.scores} />
            </SectionSplit>
          </Container>
        </Section>
      )}
      {page.sections?.map((section) => (
        <Section key={section.heading}>
          <Container>
            <TextSection section={section} />
          </Container>
        </Section>
      ))}
      <PageCta
        heading={t("cta.testPrep.heading")}
        text={t("cta.testPrep.text")}
        button={t("cta.book")}
        related={data.related}
      />
    </>
  );
}
