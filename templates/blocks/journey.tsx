import { BlockSection } from "../../src/ui/block-section";
import { StatTiles } from "../../src/ui/stat-tiles";
import type { BlockProps } from "../types";

export default function Journey({ block }: BlockProps<"journey">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <StatTiles stats={block.cards} />
    </BlockSection>
  );
}
