import styled from "../../src/ui/styled";
import { useSite } from "../../src/site-context";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { SiteLink } from "../../src/ui/site-link";
import { Picture, pictureSizes } from "../../src/ui/picture";
import type { BlockProps } from "../types";

const Tile = styled(SiteLink)(({ theme }) => ({
  display: "block",
  height: "100%",
  borderRadius: theme.radius.md,
  overflow: "hidden",
  boxShadow: theme.shadow.card,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  textDecoration: "none",
  color: theme.color.brandStrong,
  background: theme.color.surface,
  "& img": { display: "block", width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" },
  "& span": { display: "block", padding: `${theme.space.sm} ${theme.space.md}`, fontWeight: theme.fontWeight.bold },
  "&:hover span": { color: theme.color.tealStrong, textDecoration: "underline" },
}));

/** A tile is a quarter of the content's width on a desktop, most of the window's on a phone. */
const tileSizes = pictureSizes("25vw", "80vw");

/** Picture tiles linking to the destination pages; on phones a row that scrolls sideways. */
export default function Destinations({ block }: BlockProps<"destinations">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <BalancedGrid columns={{ md: 4, lg: 4 }} phone="scroll" peek="tile" label={block.heading} hint={t("scroll.hint")}>
        {block.tiles.map((tile) => (
          <li key={tile.path}>
            <Tile href={tile.path}>
              <Picture {...tile.image} sizes={tileSizes} />
              <span>{tile.label}</span>
            </Tile>
          </li>
        ))}
      </BalancedGrid>
    </BlockSection>
  );
}
