import { formatMoney } from "../src/i18n/format";
import { useSite } from "../src/site-context";
import { Card, Container, Grid, Prose, Section, SectionHeading } from "../src/ui/layout";
import { PageIntro } from "../src/ui/page-intro";
import type { TemplateProps } from "./types";

export default function CourseTemplate({ page }: TemplateProps<"course">) {
  const { t, lang } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.subtitle} picture={page.hero} />
      <Section>
        <Container>
          <SectionHeading>{t("course.overview")}</SectionHeading>
          <Prose>
            <p>{page.overview}</p>
          </Prose>
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading>{t("course.specializations")}</SectionHeading>
          <Grid>
            {page.specializations.map((s) => (
              <Card key={s.name}>
                <h3>{s.name}</h3>
                <p>{s.description}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading>{t("course.careers")}</SectionHeading>
          <ul>
            {page.careers.map((c) => (
              <li key={c.title}>
                <strong>{c.title}</strong>:{" "}
                {/* Formatted by the build's and then the browser's Intl, which may lack Mongolian and word it differently. */}
                <span suppressHydrationWarning>
                  {t("course.salary", {
                    min: formatMoney(lang, c.currency, c.salaryMin),
                    max: formatMoney(lang, c.currency, c.salaryMax),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading>{t("course.skills")}</SectionHeading>
          <ul>
            {page.skills.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Container>
      </Section>
    </>
  );
}
