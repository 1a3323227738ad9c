import type { ReactNode } from "react";
import { Container, Lead, Section, SectionHeading } from "./layout";

/** The frame every block shares: an optional anchor, a heading and an intro. */
export function BlockSection({
  anchor,
  heading,
  intro,
  children,
}: {
  anchor?: string;
  heading?: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = anchor ? `${anchor}-heading` : undefined;
  return (
    <Section id={anchor} aria-labelledby={headingId}>
      <Container>
        {heading && <SectionHeading id={headingId}>{heading}</SectionHeading>}
        {intro && <Lead>{intro}</Lead>}
        {children}
      </Container>
    </Section>
  );
}
