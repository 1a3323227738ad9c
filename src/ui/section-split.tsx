import type { ReactNode } from "react";
import { fromLg } from "../theme";
import { SectionHeading } from "./layout";
import styled from "./styled";

// From lg up the heading (and its paragraph) on the left third, the content on the right.
const Split = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.lg,
  [fromLg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr)", columnGap: theme.space.xl },
  "& h2": { margin: 0 },
  "& > div": { display: "grid", gap: theme.space.md, alignContent: "start", minWidth: 0 },
  "& > div > p": { margin: 0, maxWidth: theme.width.measure },
}));

/**
 * A section's heading beside its content on wide screens, above it on narrow ones: the layout of
 * every section of a detail page that holds one thing (a text, a table, a list of points).
 */
export function SectionSplit({
  heading,
  headingId,
  aside,
  children,
}: {
  heading: string;
  headingId?: string;
  /** A paragraph or two under the heading, on the heading's side. */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Split>
      <div>
        <SectionHeading id={headingId}>{heading}</SectionHeading>
        {aside}
      </div>
      <div>{children}</div>
    </Split>
  );
}
