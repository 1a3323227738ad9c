import styled from "../src/ui/styled";
import { useSite } from "../src/site-context";
import { Container, Section, SectionHeading } from "../src/ui/layout";
import { StatTiles } from "../src/ui/stat-tiles";
import { TextSection } from "../src/ui/text-section";
import { PageIntro } from "../src/ui/page-intro";
import type { TemplateProps } from "./types";

const Table = styled.table(({ theme }) => ({
  width: "100%",
  borderCollapse: "collapse",
  "& th, & td": { textAlign: "left", padding: theme.space.sm, borderBottom: `1px solid ${theme.color.border}` },
}));

export default function TestPrepTemplate({ page }: TemplateProps<"test-prep">) {
  const { t } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} />
      <Section aria-labelledby="test-facts">
        <Container>
          <SectionHeading id="test-facts">{t("testPrep.keyFacts")}</SectionHeading>
          <StatTiles stats={page.stats} />
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading>{t("testPrep.format")}</SectionHeading>
          <Table>
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
                  <th scope="row">{part.name}</th>
                  <td>{part.duration}</td>
                  <td>{part.detail}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Container>
      </Section>
      {page.scores && (
        <Section>
          <Container>
            <SectionHeading>{t("testPrep.scores")}</SectionHeading>
            <dl>
              {page.scores.map((s) => (
                <div key={s.score}>
                  <dt>{s.score}</dt>
                  <dd>{s.meaning}</dd>
                </div>
              ))}
            </dl>
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
    </>
  );
}
