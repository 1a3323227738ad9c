import { Container, Section } from "../src/ui/layout";
import { TextSection } from "../src/ui/text-section";
import { PageIntro } from "../src/ui/page-intro";
import type { TemplateProps } from "./types";

export default function ServiceTemplate({ page }: TemplateProps<"service">) {
  return (
    <>
      <PageIntro title={page.title} lead={page.intro} />
      {page.sections.map((section) => (
        <Section key={section.heading}>
          <Container>
            <TextSection section={section} />
          </Container>
        </Section>
      ))}
    </>
  );
}
