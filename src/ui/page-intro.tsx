import type { ReactNode } from "react";
import { fromLg, fromMd } from "../theme";
import { Container, PageHeader } from "./layout";
import { Picture, pictureSizes } from "./picture";
import styled, { classOf } from "./styled";

/**
 * The title, the lead and the picture. A phone stacks them. A tablet puts the title beside the
 * picture and the lead across the width under both, so that a long lead (a destination's intro
 * runs to a dozen lines) is not squeezed into three fifths of the width. From lg up the title and
 * the lead are centred together beside the picture.
 */
const Split = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateAreas: '"head" "lead" "picture"',
  rowGap: theme.space.md,
  [fromMd]: {
    gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
    gridTemplateAreas: '"head picture" "lead lead"',
    alignItems: "center",
    gap: `${theme.space.lg} ${theme.space.xl}`,
  },
  [fromLg]: {
    gridTemplateAreas: '". picture" "head picture" "lead picture" ". picture"',
    gridTemplateRows: "1fr auto auto 1fr",
    rowGap: theme.space.md,
  },
}));

const area = (name: "head" | "lead" | "picture") => ({ gridArea: name });

const heroPicture = classOf(({ theme }) => ({
  ...area("picture"),
  display: "block",
  width: "100%",
  height: "auto",
  marginTop: theme.space.sm,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  [fromMd]: { marginTop: 0 },
}));

const headArea = classOf(area("head"), { "& > :last-child": { marginBottom: 0 } });
const leadArea = classOf(area("lead"), { "&&": { margin: 0 } });

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
  const head = (
    <>
      {above && <p>{above}</p>}
      <h1>{title}</h1>
    </>
  );
  return (
    <PageHeader data-surface="dark">
      <Container>
        {picture ? (
          <Split>
            <div className={headArea}>{head}</div>
            {lead && <p className={leadArea}>{lead}</p>}
            <Picture src={picture.src} alt={picture.alt} sizes={heroSizes} priority className={heroPicture} />
          </Split>
        ) : (
          <div>
            {head}
            {lead && <p>{lead}</p>}
          </div>
        )}
      </Container>
    </PageHeader>
  );
}
