import type { ReactNode } from "react";
import { Container, Lead, Section, SectionHeading } from "./layout";
import styled from "./styled";
import { belowMd } from "../theme";

/** A block's intro: body-sized on phones, where a lead's larger text would make a long page longer. */
const Intro = styled(Lead)(({ theme }) => ({ [belowMd]: { fontSize: theme.fontSize.md } }));

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
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Section>
  );
}
