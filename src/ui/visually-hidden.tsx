import styled, { type CSSObject } from "./styled";

/** Out of sight but still read by screen readers and copied with the text. */
export const visuallyHidden: CSSObject = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
};

/** Text for screen readers and copied text only, such as the colon between a name and its detail. */
export const VisuallyHidden = styled.span(visuallyHidden);

/** A point's short name, set in bold and followed by a colon only screen readers say, then its detail. */
export function TermDetail({ term, detail }: { term?: string; detail: string }) {
  return (
    <>
      {term && (
        <strong>
          {term}
          <VisuallyHidden>: </VisuallyHidden>
        </strong>
      )}
      {detail}
    </>
  );
}
