import type { ReactNode } from "react";
import { fromMd } from "../theme";
import { Container, PageHeader } from "./layout";
import { Picture, pictureSizes } from "./picture";
import styled, { classOf } from "./styled";

/** Text beside the picture from the md breakpoint up; below it, the picture under the text. */
const Split = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.lg,
  alignItems: "center",
  [fromMd]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", gap: theme.space.xl },
}));

const heroPicture = classOf(({ theme }) => ({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
}));

/** How wide the hero's picture is drawn: two fifths of the content's width from md up, the window's below. */
const heroSizes = pictureSizes("40vw");

/**
 * The top of a page: its one h1 and a lead paragraph, with an optional line above the title and
 * an optional picture beside them (the manifest's hero), which is the first screen's largest
 * picture and so is fetched first.
 */
export function PageIntro({
  title,
  lead,
  above,
  picture,
}: {
  title: string;
  lead?: string;
  above?: ReactNode;
  picture?: { src: string; alt: string };
}) {
  const text = (
    <div>
      {above && <p>{above}</p>}
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
    </div>
  );
  return (
    <PageHeader>
      <Container>
        {picture ? (
          <Split>
            {text}
            <Picture src={picture.src} alt={picture.alt} sizes={heroSizes} priority className={heroPicture} />
          </Split>
        ) : (
          text
        )}
      </Container>
    </PageHeader>
  );
}
