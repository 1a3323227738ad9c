import { Container, PageHeader, Section } from "../src/ui/layout";
import { TextSection } from "../src/ui/text-section";
import type { TemplateProps } from "./index";

export default function ServiceTemplate({ page }: TemplateProps<"service">) {
  return (
    <>
      <PageHeader>
        <Container>
          <h1>{page.title}</h1>
          <p>{page.intro}</p>
        </Container>
      </PageHeader>
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
