import { useSite } from "../src/site-context";
import { Card, Container, Grid, Prose, Section, SectionHeading } from "../src/ui/layout";
import { PageIntro } from "../src/ui/page-intro";
import type { TemplateProps } from "./index";

export default function CourseTemplate({ page }: TemplateProps<"course">) {
  const { t, lang } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.subtitle} />
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
            {page.careers.map((c) => {
              const money = new Intl.NumberFormat(lang, { style: "currency", currency: c.currency, maximumFractionDigits: 0 });
              return (
                <li key={c.title}>
                  <strong>{c.title}</strong>:{" "}
                  {/* Formatted by the build's and then the browser's Intl, which space "A$" and the amount differently in Mongolian. */}
                  <span suppressHydrationWarning>{t("course.salary", { min: money.format(c.salaryMin), max: money.format(c.salaryMax) })}</span>
                </li>
              );
            })}
          </ul>
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading>{t("course.skills")}</SectionHeading>
          <ul>{page.skills.map((s) => <li key={s}>{s}</li>)}</ul>
        </Container>
      </Section>
    </>
  );
}
