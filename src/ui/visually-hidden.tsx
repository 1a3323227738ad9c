import styled from "./styled";

/** Text for screen readers and copied text only, such as the colon between a name and its detail. */
export const VisuallyHidden = styled.span({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});
