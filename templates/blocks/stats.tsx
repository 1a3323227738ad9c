import { BlockSection } from "../../src/ui/block-section";
import { StatTiles } from "../../src/ui/stat-tiles";
import type { BlockProps } from "../types";

export default function Stats({ block }: BlockProps<"stats">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading}>
      <StatTiles stats={block.items} />
    </BlockSection>
  );
}
