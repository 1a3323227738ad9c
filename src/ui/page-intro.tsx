import type { ReactNode } from "react";
import type { Icon as IconName } from "../generated/manifest";
import { fromLg, fromMd } from "../theme";
import { Icon } from "./icon";
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

/**
 * Without a picture, from lg up: the title and the lead, then the page's icon in a large circle on
 * the right, where the picture would be, so that the dark band is not half empty on a wide screen.
 * Decoration only: hidden below lg, where the text takes the width, the lead under the title as
 * on a page with a picture.
 */
const WithEmblem = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateAreas: '"head" "lead"',
  rowGap: theme.space.md,
  [fromLg]: {
    gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
    gridTemplateAreas: '"head emblem" "lead emblem"',
    alignItems: "center",
    gap: `${theme.space.md} ${theme.space.xl}`,
  },
}));

const Emblem = styled.span(({ theme }) => ({
  gridArea: "emblem",
  justifySelf: "center",
  alignItems: "center",
  justifyContent: "center",
  width: theme.size.emblem,
  height: theme.size.emblem,
  borderRadius: theme.radius.pill,
  // A light ring on the dark band, the icon in the gold of the site's buttons.
  background: theme.color.onBrandHover,
  color: theme.color.accent,
  "& svg": { width: "45%", height: "45%", strokeWidth: 1.25 },
  display: "none",
  [fromLg]: { display: "inline-flex" },
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
  emblem,
}: {
  title: string;
  lead?: string;
  above?: ReactNode;
  picture?: { src: string; alt: string };
  /** The page's icon, drawn large beside the text from lg up when there is no picture. */
  emblem?: IconName;
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
        ) : emblem ? (
          <WithEmblem>
            <div className={headArea}>{head}</div>
            {lead && <p className={leadArea}>{lead}</p>}
            <Emblem aria-hidden="true">
              <Icon name={emblem} />
            </Emblem>
          </WithEmblem>
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
