import type { ReactNode } from "react";
import { Container, PageHeader } from "./layout";

/** The top of a page: its one h1 and a lead paragraph, with an optional line above the title. */
export function PageIntro({ title, lead, above }: { title: string; lead?: string; above?: ReactNode }) {
  return (
    <PageHeader>
      <Container>
        {above && <p>{above}</p>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </Container>
    </PageHeader>
  );
}
