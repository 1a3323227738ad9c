import styled from "../../src/ui/styled";
import { BlockSection } from "../../src/ui/block-section";
import { Grid } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import type { BlockProps } from "../types";

const Tile = styled(SiteLink)(({ theme }) => ({
  display: "block",
  borderRadius: theme.radius.md,
  overflow: "hidden",
  boxShadow: theme.shadow.card,
  textDecoration: "none",
  color: theme.color.brandStrong,
  background: theme.color.surface,
  "& img": { display: "block", width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" },
  "& span": { display: "block", padding: theme.space.md, fontWeight: theme.fontWeight.bold },
}));

export default function Destinations({ block }: BlockProps<"destinations">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Grid>
        {block.tiles.map((tile) => (
          <Tile key={tile.path} href={tile.path}>
            <img src={tile.image.src} alt={tile.image.alt} loading="lazy" width="400" height="300" />
            <span>{tile.label}</span>
          </Tile>
        ))}
      </Grid>
    </BlockSection>
  );
}
