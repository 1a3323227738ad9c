import { colourBand } from "../src/ui/card-surface";
import { formatMoney } from "../src/i18n/format";
import { useSite } from "../src/site-context";
import { fromLg } from "../src/theme";
import { BalancedGrid } from "../src/ui/balanced-grid";
import { CheckList } from "../src/ui/check-list";
import { KeyValueRows } from "../src/ui/key-value-rows";
import { Container, Prose, Section, SectionHeading } from "../src/ui/layout";
import { PageCta } from "../src/chrome/page-cta";
import { PageIntro } from "../src/ui/page-intro";
import { SectionSplit } from "../src/ui/section-split";
import styled from "../src/ui/styled";
import type { TemplateProps } from "./types";

const Specialization = styled.li(({ theme }) => ({
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  ...colourBand(theme, theme.color.teal),
  borderRadius: theme.radius.md,
  padding: theme.space.lg,
  "& h3": { margin: `0 0 ${theme.space.sm}`, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.muted },
}));

// Careers and skills side by side from lg up.
const Pair = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.xl,
  [fromLg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
}));

export default function CourseTemplate({ page, data }: TemplateProps<"course">) {
  const { t, lang } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.subtitle} picture={page.hero} />
      <Section aria-labelledby="course-overview">
        <Container>
          <SectionSplit heading={t("course.overview")} headingId="course-overview">
            <Prose>
              {page.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Prose>
          </SectionSplit>
        </Container>
      </Section>
      <Section aria-labelledby="course-specializations">
        <Container>
          <SectionHeading id="course-specializations">{t("course.specializations")}</SectionHeading>
          <BalancedGrid columns={{ md: 2, lg: 4 }}>
            {page.specializations.map((s) => (
              <Specialization key={s.name}>
                <h3>{s.name}</h3>
                <p>{s.description}</p>
              </Specialization>
            ))}
          </BalancedGrid>
        </Container>
      </Section>
      <Section>
        <Container>
          <Pair>
            <div>
              <SectionHeading>{t("course.careers")}</SectionHeading>
              <KeyValueRows
                figures
                rows={page.careers.map((c) => ({
                  key: c.title,
                  term: c.title,
                  // Formatted by the build's Intl; the page is static HTML, never hydrated.
                  value: t("course.salary", {
                    min: formatMoney(lang, c.currency, c.salaryMin),
                    max: formatMoney(lang, c.currency, c.salaryMax),
                  }),
                }))}
              />
            </div>
            <div>
              <SectionHeading>{t("course.skills")}</SectionHeading>
              <CheckList items={page.skills.map((s) => ({ key: s, content: s }))} />
            </div>
          </Pair>
        </Container>
      </Section>
      <PageCta
        heading={t("cta.course.heading")}
        text={t("cta.course.text")}
        button={t("cta.book")}
        related={data.related}
      />
    </>
  );
}
