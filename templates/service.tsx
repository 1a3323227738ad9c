import { useSite } from "../src/site-context";
import { Container, Section } from "../src/ui/layout";
import { PageCta } from "../src/chrome/page-cta";
import { PageIntro } from "../src/ui/page-intro";
import { pageIcon } from "../src/ui/page-icon";
import { TextSection } from "../src/ui/text-section";
import type { TemplateProps } from "./types";

export default function ServiceTemplate({ page, data }: TemplateProps<"service">) {
  const { t } = useSite();
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} emblem={pageIcon(page)} />
      {page.sections.map((section) => (
        <Section key={section.heading}>
          <Container>
            <TextSection section={section} />
          </Container>
        </Section>
      ))}
      <PageCta
        heading={t("cta.service.heading")}
        text={t("cta.service.text")}
        button={t("cta.book")}
        related={data.related}
      />
    </>
  );
}
