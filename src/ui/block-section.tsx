import type { ReactNode } from "react";
import { Container, Lead, Section, SectionHeading } from "./layout";
import { SectionSplit } from "./section-split";
import styled from "./styled";
import { belowMd } from "../theme";

/** A block's intro: body-sized on phones, where a lead's larger text would make a long page longer. */
const Intro = styled(Lead)(({ theme }) => ({ [belowMd]: { fontSize: theme.fontSize.md } }));

/**
 * The frame every block shares: an optional anchor, a heading and an intro. `split`: a block of
 * text, whose heading goes beside it from lg up (SectionSplit), as a detail page's sections do.
 */
export function BlockSection({
  anchor,
  heading,
  intro,
  split = false,
  children,
}: {
  anchor?: string;
  heading?: string;
  intro?: string;
  split?: boolean;
  children: ReactNode;
}) {
  const headingId = anchor ? `${anchor}-heading` : undefined;
  return (
    <Section id={anchor} aria-labelledby={headingId}>
      <Container>
        {split && heading ? (
          <SectionSplit heading={heading} headingId={headingId} aside={intro && <Intro>{intro}</Intro>}>
            {children}
          </SectionSplit>
        ) : (
          <>
            {heading && <SectionHeading id={headingId}>{heading}</SectionHeading>}
            {intro && <Intro>{intro}</Intro>}
            {children}
          </>
        )}
      </Container>
    </Section>
  );
}
